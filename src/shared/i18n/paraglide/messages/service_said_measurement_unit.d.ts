/**
* | output |
* | --- |
* | "The unit of measurement “{unit}” is not known; use CmKg (or InLb)" |
*
* @param {Service_Said_Measurement_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_measurement_unit: ((inputs: Service_Said_Measurement_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Said_Measurement_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Said_Measurement_UnitInputs = {
    unit: NonNullable<unknown>;
};
