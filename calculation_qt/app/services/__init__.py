"""Services the features share: the background job runner and the solver service."""
