/**
* | output |
* | --- |
* | "{column} “{value}” must be CY or SD" |
*
* @param {Tariffs_Csv_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_service_type: ((inputs: Tariffs_Csv_Service_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Service_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Service_TypeInputs = {
    column: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
