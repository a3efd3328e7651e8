"""The charts in words, for screen readers: each chart's accessible description says
what its picture shows (the statistics' win percentage over the recent games; the
review's fair winning chance after every move)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ... import i18n

RECENT_SAID = 10  # the newest games the statistics chart names one by one


def _result(won: bool, assisted: bool) -> str:
    if assisted:
        return (QCoreApplication.translate("ChartWords", "won, undo or hint used") if won
                else QCoreApplication.translate("ChartWords", "lost, undo or hint used"))
    return QCoreApplication.translate("ChartWords", "won") if won else QCoreApplication.translate("ChartWords", "lost")


def stats_chart_words(stats) -> str:
    """The statistics chart (``stats.VariantStats``): the recent games' tally, the win
    percentage and the newest results, newest first."""
    recent = list(stats.recent)
    if not recent:
        return QCoreApplication.translate("WinChart", "No games yet")
    n, won = len(recent), sum(r.won for r in recent)
    text = QCoreApplication.translate("ChartWords", "The last %n game(s): {won} won, {lost} lost, {percent} won.", "", n)
    text = text.format(won=won, lost=n - won, percent=i18n.percent(100.0 * won / n))
    results = "; ".join(_result(r.won, r.assisted) for r in reversed(recent[-RECENT_SAID:]))
    return text + " " + QCoreApplication.translate("ChartWords", "Newest first: {results}.").format(results=results)


def review_chart_words(chances: list[float], mistakes: list[int], lost_from: int | None) -> str:
    """The review's chart: the Advisor's chance at the deal and at the end, its highest and
    lowest, the moves that lost chance and where no line of play wins any more."""
    if not chances:
        return QCoreApplication.translate("ChartWords", "No review yet.")
    high = max(range(len(chances)), key=lambda i: chances[i])
    low = min(range(len(chances)), key=lambda i: chances[i])
    text = QCoreApplication.translate(
        "ChartWords", "The Advisor's chance: {first} at the deal, {last} after move {moves}; "
        "highest {high} after move {at_high}, lowest {low} after move {at_low}.")
    parts = [text.format(first=i18n.percent(100 * chances[0]), last=i18n.percent(100 * chances[-1]),
                         moves=len(chances) - 1, high=i18n.percent(100 * chances[high]), at_high=high,
                         low=i18n.percent(100 * chances[low]), at_low=low)]
    if mistakes:
        moves = ", ".join(str(i) for i in mistakes)
        parts.append(QCoreApplication.translate("ChartWords", "Moves that lost chance: {moves}.").format(moves=moves))
    if lost_from is not None:
        parts.append(QCoreApplication.translate(
            "ChartWords", "No line of play wins any more from move {move} on.").format(move=lost_from))
    return " ".join(parts)
