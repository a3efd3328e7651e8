"""The dialogs: settings, statistics, review, replay, and the small ones (deal number,
rules, About)."""
