/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Store_Set_Aside_BodyInputs */

const en_store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`could not be read (${i?.reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them.`)
};

const es_store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no se pudo leer (${i?.reason}). El almacén nuevo se vuelve a llenar desde el servicio: la lista de envíos con la sincronización y los demás registros a medida que los abra.`)
};

const en_xa2_store_set_aside_body = /** @type {(inputs: Store_Set_Aside_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çóúļð ñóţ ƀé ŕéáð (${i?.reason}). Ţĥé ñéŵ šţóŕé íš ƒíļļéð áĝáíñ ƒŕóɱ ţĥé šéŕṽíçé: ţĥé šĥíþɱéñţ ļíšţ ƀý ţĥé šýñç, óţĥéŕ ŕéçóŕðš áš ýóú óþéñ ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body = /** @type {((inputs: Store_Set_Aside_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Set_Aside_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_set_aside_body(inputs)
	if (locale === "en-XA") return en_xa2_store_set_aside_body(inputs)
	return en_store_set_aside_body(inputs)
});