/**
* | output |
* | --- |
* | "chargeName is required: a charge code such as THC" |
*
* @param {Tariffs_Csv_Charge_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_charge_name: ((inputs?: Tariffs_Csv_Charge_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Charge_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Charge_NameInputs = {};
