"""The window shell: start-up, the main window, its actions, the controller, the banner."""
