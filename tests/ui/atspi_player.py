"""A listener that plays a whole game by keys, reading the game only through AT-SPI.

Run by the system's Python 3 (it needs pyatspi, Debian's python3-pyatspi) on an
accessibility bus where the game runs (tests/ui/test_atspi_bus.py sets that up).  It
does what a blind player does with Orca: it finds the card table in the accessibility
tree, asks for a hint (H) and listens to the announcement, plays the hinted move by
keys (a digit for a waste pile; the keyboard cursor, Tab and Enter, for a foundation,
hearing where the focus is), and goes on until it hears the game won or blocked.  It
also presses R (the whole table) and Ctrl+1 (waste pile 1, top down) once.

Keys go in through X (``xdotool key``), as from a keyboard.  It prints one JSON object a line: {"heard": kind, "text": ...} for everything it
heard, {"pressed": key} for every key, and at the end {"result": "won" | "blocked" |
"failed", "moves": n, "why": ...}.  The game's names are English here (LANGUAGE=en).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

HINT = re.compile(r"Hint: (.+?) to (waste pile|foundation) (\d)\.")
heard: list[tuple[str, str]] = []  # (kind, text) in order
focused = [""]  # the name of the object that has the focus
names_mode = os.environ.get("CALCULATION_QT_ANNOUNCE") == "names"  # news as name changes


def say(**item) -> None:
    print(json.dumps(item), flush=True)


def on_event(event) -> None:
    try:
        if event.type.startswith("object:announcement"):
            text = str(event.any_data)
            heard.append(("announcement", text))
            say(heard="announcement", text=text)
        elif event.type.startswith("object:property-change:accessible-name"):
            # what Orca 43 speaks of a name change: only the object it is on (the focused
            # pile, or the table); the game says its news so with CALCULATION_QT_ANNOUNCE=names
            source = event.source
            on_it = source.getState().contains(pyatspi.STATE_FOCUSED) or source.getRole() == pyatspi.ROLE_PANEL
            if names_mode and on_it:
                text = str(event.any_data)
                heard.append(("announcement", text))
                say(heard="name", text=text)
        elif event.type.startswith("object:state-changed:focused") and event.detail1:
            name = event.source.name or ""
            focused[0] = name
            description = event.source.description or ""
            heard.append(("focus", name))
            say(heard="focus", text=f"{name}. {description}" if description else name)
    except Exception as e:  # (an object gone meanwhile)
        say(heard="error", text=repr(e))


def pump(seconds: float, until=None) -> bool:
    """Run the event loop for up to ``seconds``; True as soon as ``until()`` holds."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        if until is not None and until():
            return True
        time.sleep(0.01)
    return until is None


def press(key: str, *modifiers: str) -> None:
    """A key as the player's keyboard sends it (X's XTEST, through xdotool)."""
    chord = "+".join([*modifiers, key])
    say(pressed=chord)
    subprocess.run(["xdotool", "key", "--clearmodifiers", chord.lower() if len(key) == 1 else chord], check=True)


def find_table(timeout: float):
    """The "Card table" object of the game's window."""
    def search(acc, depth=0):
        if acc is None or depth > 12:
            return None
        if acc.name == "Card table" and acc.childCount:
            return acc
        for child in acc:
            found = search(child, depth + 1)
            if found is not None:
                return found
        return None

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            table = search(app) if app is not None else None
            if table is not None:
                return table
        pump(0.3)
    return None


def piles(table) -> list[str]:
    return [child.name for child in table]


def heard_since(n: int, prefix: str) -> str | None:
    for kind, text in heard[n:]:
        if kind == "announcement" and text.startswith(prefix):
            return text
    return None


def is_pile(name: str, pile_prefix: str) -> bool:
    """Whether ``name`` is the pile's (after the news said in it, if any)."""
    return name.startswith(pile_prefix) or f". {pile_prefix}" in name


def tab_to(pile_prefix: str, limit: int = 16) -> bool:
    """Tab until the focus is on the pile whose name starts with ``pile_prefix``."""
    for _ in range(limit):
        if is_pile(focused[0], pile_prefix):
            return True
        before = len(heard)
        press("Tab")
        pump(3, lambda b=before: len(heard) > b and heard[-1][0] == "focus")
    return is_pile(focused[0], pile_prefix)


def play(table, max_moves: int) -> dict:
    moves = 0
    for _ in range(max_moves):
        names = piles(table)
        n = len(heard)

        def hinted(n=n):
            return heard_since(n, "Hint: ") or heard_since(n, "The game is won") or heard_since(n, "The deal")

        # a key pressed while a loaded machine still settles the window can be lost: a
        # listener who hears nothing presses H once more, as a player would
        if not any(press("h") or pump(wait, hinted) for wait in (15, 30)):
            return {"result": "failed", "moves": moves, "why": "no hint heard"}
        hint = heard_since(n, "Hint: ")
        if hint is None:
            return {"result": "failed", "moves": moves, "why": f"no move hinted: {heard[-1][1]}"}
        card, target, number = HINT.match(hint).groups()
        stock = names[0]
        from_stock = bool(re.search(f"turned(?: card)?: {card}$", stock))
        source = "Stock" if from_stock else next(
            (f"Waste pile {j + 1}" for j, name in enumerate(names[5:]) if name.endswith(f"top {card}")), None)
        if source is None:
            return {"result": "failed", "moves": moves, "why": f"{card} is on no pile top: {names}"}
        n = len(heard)
        if target == "waste pile" and from_stock:
            press(number)
        else:  # by the keyboard cursor: the card, then the pile that takes it
            if not tab_to(source + ","):
                return {"result": "failed", "moves": moves, "why": f"the focus never reached {source}"}
            press("Return")
            pump(3, lambda source=source: focused[0] and not is_pile(focused[0], source + ","))
            if not tab_to(f"{target.capitalize()} {number},"):
                return {"result": "failed", "moves": moves, "why": f"the focus never reached {target} {number}"}
            press("Return")
        if not pump(10, lambda n=n, card=card: heard_since(n, f"{card} to ")):
            return {"result": "failed", "moves": moves, "why": f"the move of {card} was not heard"}
        moves += 1
        said = heard_since(n, f"{card} to ")
        if "You won!" in said:
            return {"result": "won", "moves": moves, "why": said}
        if "Blocked:" in said:
            return {"result": "blocked", "moves": moves, "why": said}
        if moves == 3:  # a listener's look round: the whole table, then waste pile 1
            m = len(heard)
            press("r")
            pump(5, lambda m=m: heard_since(m, "Stock"))
            m = len(heard)
            press("1", "ctrl")
            pump(5, lambda m=m: heard_since(m, "Waste pile 1"))
    return {"result": "failed", "moves": moves, "why": "too many moves"}


def main(argv: list[str]) -> int:
    max_moves = int(argv[1]) if len(argv) > 1 else 200
    for kind in ("object:announcement", "object:state-changed:focused", "object:property-change:accessible-name"):
        pyatspi.Registry.registerEventListener(on_event, kind)
    table = find_table(30)
    if table is None:
        say(result="failed", moves=0, why="no card table on the accessibility bus")
        return 1
    say(heard="tree", text=" | ".join(piles(table)))
    result = play(table, max_moves)
    say(heard="tree", text=" | ".join(piles(table)))
    say(**result)
    return 0 if result["result"] == "won" else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
