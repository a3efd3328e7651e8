"""Features of the window: the registry and one module a feature (hint, review, ...)."""
