"""The soak tests' parts (`scripts/soak` runs them): the model soak, and the window soak with
its random input, hot reloads and samples."""
