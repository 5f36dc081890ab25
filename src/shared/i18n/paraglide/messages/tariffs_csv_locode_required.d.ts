/**
* | output |
* | --- |
* | "{column} is required: a UN/LOCODE such as ESVLC" |
*
* @param {Tariffs_Csv_Locode_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_locode_required: ((inputs: Tariffs_Csv_Locode_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Locode_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Locode_RequiredInputs = {
    column: NonNullable<unknown>;
};
