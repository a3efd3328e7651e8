"""Card painting: faces, backs and the pixmap cache."""
