"""The engine's two exception types."""


class NotationError(ValueError):
    """Malformed input: a card code, deck, move text, option or game record.

    The message says what is wrong and where, e.g. ``card 17 'XX' is not a card code``.
    """


class IllegalMoveError(ValueError):
    """A well-formed move that the rules do not allow in the current state."""

    def __init__(self, move, reason: str, refusal=None):
        self.move = move
        self.reason = reason  # in English, for the command-line tools
        self.refusal = refusal  # the engine's Refusal: the window words it in the player's language
        super().__init__(f"{move}: {reason}")
