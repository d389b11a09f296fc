/** The longest name or company name the database keeps (`<table>_name_length`, `_company_length`). */
export const nameMaxLength = 200;
