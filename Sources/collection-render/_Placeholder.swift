// Placeholder while the module is being written; replaced by its real sources.
