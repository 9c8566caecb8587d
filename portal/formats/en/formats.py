"""Times in the portal: ISO 8601 to the second, in UTC (``TIME_ZONE = "UTC"``, never changed
per request), wherever the admin renders a date or time: lists, detail pages, templates."""

DATETIME_FORMAT = r"Y-m-d\TH:i:s\Z"
SHORT_DATETIME_FORMAT = DATETIME_FORMAT
DATE_FORMAT = "Y-m-d"
SHORT_DATE_FORMAT = DATE_FORMAT
TIME_FORMAT = "H:i:s"
