/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draft_Restored_FromInputs */

const en_draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft restored from`)
};

const es_draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador recuperado de`)
};

const en_xa2_draft_restored_from = /** @type {(inputs: Draft_Restored_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ ŕéšţóŕéð ƒŕóɱ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from = /** @type {((inputs?: Draft_Restored_FromInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Restored_FromInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_restored_from(inputs)
	if (locale === "en-XA") return en_xa2_draft_restored_from(inputs)
	return en_draft_restored_from(inputs)
});