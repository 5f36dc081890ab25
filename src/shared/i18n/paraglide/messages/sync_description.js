/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_DescriptionInputs */

const en_sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service.`)
};

const es_sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El escritorio guarda los envíos, cotizaciones y documentos de cada perfil en un almacén local y lo sincroniza con el servicio.`)
};

const en_xa2_sync_description = /** @type {(inputs: Sync_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ķééþš éáçĥ þŕóƒíļé'š šĥíþɱéñţš, ǫúóţéš áñð ðóçúɱéñţš íñ á ļóçáļ šţóŕé áñð šýñçš íţ ŵíţĥ ţĥé šéŕṽíçé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description = /** @type {((inputs?: Sync_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_description(inputs)
	if (locale === "en-XA") return en_xa2_sync_description(inputs)
	return en_sync_description(inputs)
});