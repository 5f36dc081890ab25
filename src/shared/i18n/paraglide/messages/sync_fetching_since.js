/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Sync_Fetching_SinceInputs */

const en_sync_fetching_since = /** @type {(inputs: Sync_Fetching_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asking the service for the shipments picked up since ${i?.day}…`)
};

const es_sync_fetching_since = /** @type {(inputs: Sync_Fetching_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pidiendo al servicio los envíos con recogida desde el ${i?.day}…`)
};

const en_xa2_sync_fetching_since = /** @type {(inputs: Sync_Fetching_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé šéŕṽíçé ƒóŕ ţĥé šĥíþɱéñţš þíçķéð úþ šíñçé ${i?.day}… ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Asking the service for the shipments picked up since {day}…" |
*
* @param {Sync_Fetching_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching_since = /** @type {((inputs: Sync_Fetching_SinceInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Fetching_SinceInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_fetching_since(inputs)
	if (locale === "en-XA") return en_xa2_sync_fetching_since(inputs)
	return en_sync_fetching_since(inputs)
});