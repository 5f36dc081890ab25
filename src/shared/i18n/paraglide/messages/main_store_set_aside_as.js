/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ setAsidePath: NonNullable<unknown> }} Main_Store_Set_Aside_AsInputs */

const en_main_store_set_aside_as = /** @type {(inputs: Main_Store_Set_Aside_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The damaged file was set aside unchanged as ${i?.setAsidePath}, and a new store is filled again from the service: the shipment list by the next sync, other records as you open them.`)
};

const es_main_store_set_aside_as = /** @type {(inputs: Main_Store_Set_Aside_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El fichero dañado se apartó sin cambios como ${i?.setAsidePath}, y un almacén nuevo se vuelve a llenar desde el servicio: la lista de envíos con la próxima sincronización y los demás registros a medida que los abra.`)
};

const en_xa2_main_store_set_aside_as = /** @type {(inputs: Main_Store_Set_Aside_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðáɱáĝéð ƒíļé ŵáš šéţ ášíðé úñçĥáñĝéð áš ${i?.setAsidePath}, áñð á ñéŵ šţóŕé íš ƒíļļéð áĝáíñ ƒŕóɱ ţĥé šéŕṽíçé: ţĥé šĥíþɱéñţ ļíšţ ƀý ţĥé ñéẋţ šýñç, óţĥéŕ ŕéçóŕðš áš ýóú óþéñ ţĥéɱ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The damaged file was set aside unchanged as {setAsidePath}, and a new store is filled again from the service: the shipment list by the next sync, other recor..." |
*
* @param {Main_Store_Set_Aside_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_set_aside_as = /** @type {((inputs: Main_Store_Set_Aside_AsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Set_Aside_AsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_set_aside_as(inputs)
	if (locale === "en-XA") return en_xa2_main_store_set_aside_as(inputs)
	return en_main_store_set_aside_as(inputs)
});