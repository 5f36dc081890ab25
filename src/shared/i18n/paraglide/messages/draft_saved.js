/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draft_SavedInputs */

const en_draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft saved`)
};

const es_draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador guardado`)
};

const en_xa2_draft_saved = /** @type {(inputs: Draft_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ šáṽéð ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved = /** @type {((inputs?: Draft_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_saved(inputs)
	if (locale === "en-XA") return en_xa2_draft_saved(inputs)
	return en_draft_saved(inputs)
});