/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Draft_Not_SavedInputs */

const en_draft_not_saved = /** @type {(inputs: Draft_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The draft could not be saved (what you typed is still here): ${i?.why}`)
};

const es_draft_not_saved = /** @type {(inputs: Draft_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el borrador (lo que ha escrito sigue aquí): ${i?.why}`)
};

const en_xa2_draft_not_saved = /** @type {(inputs: Draft_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðŕáƒţ çóúļð ñóţ ƀé šáṽéð (ŵĥáţ ýóú ţýþéð íš šţíļļ ĥéŕé): ${i?.why} ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The draft could not be saved (what you typed is still here): {why}" |
*
* @param {Draft_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_saved = /** @type {((inputs: Draft_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_draft_not_saved(inputs)
	return en_draft_not_saved(inputs)
});