/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Rating_Rule_Container_WrittenInputs */

const en_rating_rule_container_written = /** @type {(inputs: Rating_Rule_Container_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type must be written ${i?.code} in a rating request`)
};

const es_rating_rule_container_written = /** @type {(inputs: Rating_Rule_Container_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El tipo debe escribirse ${i?.code} en una petición de tarifa`)
};

const en_xa2_rating_rule_container_written = /** @type {(inputs: Rating_Rule_Container_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţýþé ɱúšţ ƀé ŵŕíţţéñ ${i?.code} íñ á ŕáţíñĝ ŕéǫúéšţ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Type must be written {code} in a rating request" |
*
* @param {Rating_Rule_Container_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_container_written = /** @type {((inputs: Rating_Rule_Container_WrittenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Container_WrittenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_container_written(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_container_written(inputs)
	return en_rating_rule_container_written(inputs)
});