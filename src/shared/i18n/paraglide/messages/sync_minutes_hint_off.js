/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Minutes_Hint_OffInputs */

const en_sync_minutes_hint_off = /** @type {(inputs: Sync_Minutes_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automatic sync is off: the list syncs on sign-in, Refresh and after your changes.`)
};

const es_sync_minutes_hint_off = /** @type {(inputs: Sync_Minutes_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La sincronización automática está desactivada: la lista se sincroniza al iniciar sesión, con Actualizar y después de sus cambios.`)
};

const en_xa2_sync_minutes_hint_off = /** @type {(inputs: Sync_Minutes_Hint_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áúţóɱáţíç šýñç íš óƒƒ: ţĥé ļíšţ šýñçš óñ šíĝñ-íñ, Ŕéƒŕéšĥ áñð áƒţéŕ ýóúŕ çĥáñĝéš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Automatic sync is off: the list syncs on sign-in, Refresh and after your changes." |
*
* @param {Sync_Minutes_Hint_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_off = /** @type {((inputs?: Sync_Minutes_Hint_OffInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Minutes_Hint_OffInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes_hint_off(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes_hint_off(inputs)
	return en_sync_minutes_hint_off(inputs)
});