/**
* | output |
* | --- |
* | "{field} must be CY (container yard) or SD (store door)" |
*
* @param {Rating_Rule_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_service_type: ((inputs: Rating_Rule_Service_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Service_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Service_TypeInputs = {
    field: NonNullable<unknown>;
};
