/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Kept_BeforeInputs */

const en_sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipments stored before are kept.`)
};

const es_sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se conservan los envíos guardados antes.`)
};

const en_xa2_sync_kept_before = /** @type {(inputs: Sync_Kept_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţš šţóŕéð ƀéƒóŕé áŕé ķéþţ. ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before = /** @type {((inputs?: Sync_Kept_BeforeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Kept_BeforeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_kept_before(inputs)
	if (locale === "en-XA") return en_xa2_sync_kept_before(inputs)
	return en_sync_kept_before(inputs)
});