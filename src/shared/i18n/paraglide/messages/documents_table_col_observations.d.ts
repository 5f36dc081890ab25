/**
* | output |
* | --- |
* | "Observations" |
*
* @param {Documents_Table_Col_ObservationsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_observations: ((inputs?: Documents_Table_Col_ObservationsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_ObservationsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Table_Col_ObservationsInputs = {};
