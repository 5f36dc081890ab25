/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Store_Cannot_Save_BodyInputs */

const en_store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the service sends is shown all the same; it is not kept to open offline until then.`)
};

const es_store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que envía el servicio se muestra igualmente; hasta entonces no se guarda para abrirlo sin conexión.`)
};

const en_xa2_store_cannot_save_body = /** @type {(inputs: Store_Cannot_Save_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ţĥé šéŕṽíçé šéñðš íš šĥóŵñ áļļ ţĥé šáɱé; íţ íš ñóţ ķéþţ ţó óþéñ óƒƒļíñé úñţíļ ţĥéñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body = /** @type {((inputs?: Store_Cannot_Save_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Cannot_Save_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_cannot_save_body(inputs)
	if (locale === "en-XA") return en_xa2_store_cannot_save_body(inputs)
	return en_store_cannot_save_body(inputs)
});