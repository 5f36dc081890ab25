/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Field_PortInputs */

const en_pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN`)
};

const es_pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un puerto es un UN/LOCODE como ESVLC; un aeropuerto, un código IATA como BCN`)
};

const en_xa2_pricing_field_port = /** @type {(inputs: Pricing_Field_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Á þóŕţ íš á ÚÑ/ĻÓÇÓÐÉ šúçĥ áš ÉŠṼĻÇ, áñ áíŕþóŕţ áñ ÍÁŢÁ çóðé šúçĥ áš ƁÇÑ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN" |
*
* @param {Pricing_Field_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_port = /** @type {((inputs?: Pricing_Field_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Field_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_field_port(inputs)
	if (locale === "en-XA") return en_xa2_pricing_field_port(inputs)
	return en_pricing_field_port(inputs)
});