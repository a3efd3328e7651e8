"""The rating's weights (what each term means: ``heuristic``)."""

# tuned with the benchmark on deals 1..1000 (see docs/intelligence.md)
W = {
    "alpha": 0.0,      # how much foundation progress shifts need times (0: absolute level)
    "found": 5.0,      # each card on a foundation
    "stuck": 10.0,     # each card still stuck when the unseen cards come just in time
    "stuck1": 1.5,     # the same with one copy fewer of each unseen value (robustness)
    "stuck2": 0.4,     # ... two copies fewer
    "empty": 4.655,    # the first empty waste pile
    "empty2": 8.0,     # each further empty waste pile
    "run": 0.0,        # cost of a card on the card needed right after it (a run)
    "gap": 0.6,        # per step between a card and the later-needed card it covers
    "same": 0.88,      # a card on a copy of itself
    "kcover": 5.0,     # a card (not a King) on a King
    "kcover2": 0.0,    # the same, more for each King still to come
    "kempty": 0.0,     # an empty pile while Kings are to come and no King pile exists
    "bad": 10.0,       # a card on a card needed sooner
    "badgap": 1.7,     # per step the covered card must wait
    "soon": 2.0,       # per step the covered card is needed sooner than horizon
    "horizon": 6.0,
}
