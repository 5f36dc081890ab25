/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Rule_Port_HintInputs */

const en_pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE, or an airport's IATA code.`)
};

const es_pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE, o el código IATA de un aeropuerto.`)
};

const en_xa2_pricing_rule_port_hint = /** @type {(inputs: Pricing_Rule_Port_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ, óŕ áñ áíŕþóŕţ'š ÍÁŢÁ çóðé. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "UN/LOCODE, or an airport's IATA code." |
*
* @param {Pricing_Rule_Port_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_port_hint = /** @type {((inputs?: Pricing_Rule_Port_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Rule_Port_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_rule_port_hint(inputs)
	if (locale === "en-XA") return en_xa2_pricing_rule_port_hint(inputs)
	return en_pricing_rule_port_hint(inputs)
});