"""Write-side services: one module per aggregate, each call one transaction."""
