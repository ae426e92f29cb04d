"""Card declarations: nbn."""
