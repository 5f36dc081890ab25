/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Draft_DiscardInputs */

const en_draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

const es_draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const en_xa2_draft_discard = /** @type {(inputs: Draft_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçáŕð ·~]`)
};

/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard = /** @type {((inputs?: Draft_DiscardInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_DiscardInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_discard(inputs)
	if (locale === "en-XA") return en_xa2_draft_discard(inputs)
	return en_draft_discard(inputs)
});