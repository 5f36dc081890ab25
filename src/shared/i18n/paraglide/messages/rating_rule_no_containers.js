/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_No_ContainersInputs */

const en_rating_rule_no_containers = /** @type {(inputs: Rating_Rule_No_ContainersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must hold at least one container`)
};

const es_rating_rule_no_containers = /** @type {(inputs: Rating_Rule_No_ContainersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se necesita al menos un contenedor en ${i?.field}`)
};

const en_xa2_rating_rule_no_containers = /** @type {(inputs: Rating_Rule_No_ContainersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ĥóļð áţ ļéášţ óñé çóñţáíñéŕ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{field} must hold at least one container" |
*
* @param {Rating_Rule_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_no_containers = /** @type {((inputs: Rating_Rule_No_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_No_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_no_containers(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_no_containers(inputs)
	return en_rating_rule_no_containers(inputs)
});