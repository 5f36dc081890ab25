/**
* | output |
* | --- |
* | "timeInTransit “{value}” must be a whole number of days" |
*
* @param {Tariffs_Csv_Transit_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_transit_time: ((inputs: Tariffs_Csv_Transit_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Transit_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Transit_TimeInputs = {
    value: NonNullable<unknown>;
};
