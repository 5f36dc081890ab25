/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Draft_Not_RemovedInputs */

const en_draft_not_removed = /** @type {(inputs: Draft_Not_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The saved draft could not be removed: ${i?.why}`)
};

const es_draft_not_removed = /** @type {(inputs: Draft_Not_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo eliminar el borrador guardado: ${i?.why}`)
};

const en_xa2_draft_not_removed = /** @type {(inputs: Draft_Not_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šáṽéð ðŕáƒţ çóúļð ñóţ ƀé ŕéɱóṽéð: ${i?.why} ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The saved draft could not be removed: {why}" |
*
* @param {Draft_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_removed = /** @type {((inputs: Draft_Not_RemovedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Draft_Not_RemovedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_draft_not_removed(inputs)
	if (locale === "en-XA") return en_xa2_draft_not_removed(inputs)
	return en_draft_not_removed(inputs)
});