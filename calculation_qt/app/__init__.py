"""The application: main window, settings, statistics, persistence."""
