/**
* | output |
* | --- |
* | "lane (ports)" |
*
* @param {Pricing_Level_Lane_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_port: ((inputs?: Pricing_Level_Lane_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_Lane_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Level_Lane_PortInputs = {};
