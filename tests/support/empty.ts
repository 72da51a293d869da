// Stands in for the `server-only` marker package outside Next: tests import server modules directly.
export {}
