/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Draft_Not_ReadInputs */

const en_draft_not_read = /** @type {(inputs: Draft_Not_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The saved draft could not be read: ${i?.why}`)
};

const es_draft_not_read = /** @type {(inputs: Draft_Not_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo leer el borrador guardado: ${i?.why}`)
};

const en_xa2_draft_not_read = /** @type {(inputs: Draft_Not_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šáṽéð ðŕáƒţ çóúļð ñóţ ƀé ŕéáð: ${i?.why} ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The saved draft could not be read: {why}" |
*
* @param {Draft_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_read = /** @type {((inputs: Draft_Not_ReadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Not_ReadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_not_read(inputs)
	if (locale === "en-XA") return en_xa2_draft_not_read(inputs)
	return en_draft_not_read(inputs)
});