/**
* | output |
* | --- |
* | "{column} “{value}” is not a UN/LOCODE such as ESVLC" |
*
* @param {Tariffs_Csv_LocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_locode: ((inputs: Tariffs_Csv_LocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_LocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_LocodeInputs = {
    column: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
