"""The card table: a Qt Graphics View scene with one item per card and one per pile.

``TableScene`` shows a ``GameState`` and turns mouse input into move requests;
``TableView`` scales it to the window.  Cards are painted by ``card_art``;
``layout`` is the pure geometry.  Nothing here decides a rule.
"""
