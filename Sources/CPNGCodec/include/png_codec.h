// Placeholder header; the codec is being written.
