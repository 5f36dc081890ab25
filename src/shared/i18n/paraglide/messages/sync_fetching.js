/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_FetchingInputs */

const en_sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asking the service for the shipment list…`)
};

const es_sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pidiendo al servicio la lista de envíos…`)
};

const en_xa2_sync_fetching = /** @type {(inputs: Sync_FetchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ášķíñĝ ţĥé šéŕṽíçé ƒóŕ ţĥé šĥíþɱéñţ ļíšţ… ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching = /** @type {((inputs?: Sync_FetchingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_FetchingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_fetching(inputs)
	if (locale === "en-XA") return en_xa2_sync_fetching(inputs)
	return en_sync_fetching(inputs)
});