/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Group_ReferenceInputs */

const en_nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const es_nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

const en_xa2_nav_group_reference = /** @type {(inputs: Nav_Group_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé ·~ ]`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference = /** @type {((inputs?: Nav_Group_ReferenceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Group_ReferenceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_group_reference(inputs)
	if (locale === "en-XA") return en_xa2_nav_group_reference(inputs)
	return en_nav_group_reference(inputs)
});