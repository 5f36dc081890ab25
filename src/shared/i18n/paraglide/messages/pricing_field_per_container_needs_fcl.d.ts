/**
* | output |
* | --- |
* | "An amount per container needs the mode Sea FCL (the only one rated by container)" |
*
* @param {Pricing_Field_Per_Container_Needs_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_per_container_needs_fcl: ((inputs?: Pricing_Field_Per_Container_Needs_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Per_Container_Needs_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Per_Container_Needs_FclInputs = {};
