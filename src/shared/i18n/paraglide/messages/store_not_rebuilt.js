/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Not_RebuiltInputs */

const en_store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not be rebuilt (only the damaged file held it):`)
};

const es_store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo reconstruir (solo lo tenía el fichero dañado):`)
};

const en_xa2_store_not_rebuilt = /** @type {(inputs: Store_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ƀé ŕéƀúíļţ (óñļý ţĥé ðáɱáĝéð ƒíļé ĥéļð íţ): ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt = /** @type {((inputs?: Store_Not_RebuiltInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Not_RebuiltInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_not_rebuilt(inputs)
	if (locale === "en-XA") return en_xa2_store_not_rebuilt(inputs)
	return en_store_not_rebuilt(inputs)
});