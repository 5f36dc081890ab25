/**
* | output |
* | --- |
* | "chargeType “{value}” must be Freight, Origin or Destination" |
*
* @param {Tariffs_Csv_Charge_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_charge_type: ((inputs: Tariffs_Csv_Charge_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Charge_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Charge_TypeInputs = {
    value: NonNullable<unknown>;
};
