/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Nothing_StoredInputs */

const en_sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was stored yet.`)
};

const es_sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se guardó nada.`)
};

const en_xa2_sync_nothing_stored = /** @type {(inputs: Sync_Nothing_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţĥíñĝ ŵáš šţóŕéð ýéţ. ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored = /** @type {((inputs?: Sync_Nothing_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Nothing_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_nothing_stored(inputs)
	if (locale === "en-XA") return en_xa2_sync_nothing_stored(inputs)
	return en_sync_nothing_stored(inputs)
});