"""What the program keeps on disk, without Qt: paths, atomic files, settings, the saved
game, its lock and the statistics."""
