export const app_name: (inputs: App_NameInputs) => LocalizedString;
export const app_opening: (inputs: App_OpeningInputs) => LocalizedString;
export const app_part_failed_to_load: (inputs: App_Part_Failed_To_LoadInputs) => LocalizedString;
export const app_screen_draw_failed: (inputs: App_Screen_Draw_FailedInputs) => LocalizedString;
export const app_screen_failed_drawing: (inputs: App_Screen_Failed_DrawingInputs) => LocalizedString;
export const app_screen_open_failed: (inputs: App_Screen_Open_FailedInputs) => LocalizedString;
export const app_skip_to_content: (inputs: App_Skip_To_ContentInputs) => LocalizedString;
export const appearance_dark: (inputs: Appearance_DarkInputs) => LocalizedString;
export const appearance_description: (inputs: Appearance_DescriptionInputs) => LocalizedString;
export const appearance_language: (inputs: Appearance_LanguageInputs) => LocalizedString;
export const appearance_language_hint: (inputs: Appearance_Language_HintInputs) => LocalizedString;
export const appearance_language_save_failed: (inputs: Appearance_Language_Save_FailedInputs) => LocalizedString;
export const appearance_light: (inputs: Appearance_LightInputs) => LocalizedString;
export const appearance_read_failed: (inputs: Appearance_Read_FailedInputs) => LocalizedString;
export const appearance_system: (inputs: Appearance_SystemInputs) => LocalizedString;
export const appearance_theme: (inputs: Appearance_ThemeInputs) => LocalizedString;
export const appearance_theme_hint: (inputs: Appearance_Theme_HintInputs) => LocalizedString;
export const appearance_theme_save_failed: (inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString;
export const appearance_title: (inputs: Appearance_TitleInputs) => LocalizedString;
export const as_of: (inputs: As_OfInputs) => LocalizedString;
export const as_of_not_fetched: (inputs: As_Of_Not_FetchedInputs) => LocalizedString;
export const as_of_saved: (inputs: As_Of_SavedInputs) => LocalizedString;
export const autocomplete_none_found: (inputs: Autocomplete_None_FoundInputs) => LocalizedString;
export const autocomplete_saved_answer: (inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString;
export const autocomplete_searching: (inputs: Autocomplete_SearchingInputs) => LocalizedString;
export const autocomplete_suggestions: (inputs: Autocomplete_SuggestionsInputs) => LocalizedString;
export const basket_remove: (inputs: Basket_RemoveInputs) => LocalizedString;
export const basket_remove_file: (inputs: Basket_Remove_FileInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
export const change_counted_added: (inputs: Change_Counted_AddedInputs) => LocalizedString;
export const change_counted_customs: (inputs: Change_Counted_CustomsInputs) => LocalizedString;
export const change_counted_delivery_date: (inputs: Change_Counted_Delivery_DateInputs) => LocalizedString;
export const change_counted_documents_changed: (inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString;
export const change_counted_documents_uploaded: (inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString;
export const change_counted_documents_validated: (inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString;
export const change_counted_free_time_past: (inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString;
export const change_counted_free_time_soon: (inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString;
export const change_counted_messages: (inputs: Change_Counted_MessagesInputs) => LocalizedString;
export const change_counted_pickup_date: (inputs: Change_Counted_Pickup_DateInputs) => LocalizedString;
export const change_counted_status: (inputs: Change_Counted_StatusInputs) => LocalizedString;
export const change_counted_unlisted: (inputs: Change_Counted_UnlistedInputs) => LocalizedString;
export const change_document_no_longer_uploaded: (inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString;
export const change_document_status: (inputs: Change_Document_StatusInputs) => LocalizedString;
export const change_document_status_removed: (inputs: Change_Document_Status_RemovedInputs) => LocalizedString;
export const change_document_unnamed: (inputs: Change_Document_UnnamedInputs) => LocalizedString;
export const change_document_uploaded: (inputs: Change_Document_UploadedInputs) => LocalizedString;
export const change_document_validated: (inputs: Change_Document_ValidatedInputs) => LocalizedString;
export const change_free_time: (inputs: Change_Free_TimeInputs) => LocalizedString;
export const change_free_time_past: (inputs: Change_Free_Time_PastInputs) => LocalizedString;
export const change_free_time_past_unreported: (inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString;
export const change_free_time_soon: (inputs: Change_Free_Time_SoonInputs) => LocalizedString;
export const change_free_time_soon_unreported: (inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString;
export const change_kind_added: (inputs: Change_Kind_AddedInputs) => LocalizedString;
export const change_kind_added_hint: (inputs: Change_Kind_Added_HintInputs) => LocalizedString;
export const change_kind_customs: (inputs: Change_Kind_CustomsInputs) => LocalizedString;
export const change_kind_customs_hint: (inputs: Change_Kind_Customs_HintInputs) => LocalizedString;
export const change_kind_delivery_date: (inputs: Change_Kind_Delivery_DateInputs) => LocalizedString;
export const change_kind_delivery_date_hint: (inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString;
export const change_kind_documents: (inputs: Change_Kind_DocumentsInputs) => LocalizedString;
export const change_kind_documents_hint: (inputs: Change_Kind_Documents_HintInputs) => LocalizedString;
export const change_kind_free_time: (inputs: Change_Kind_Free_TimeInputs) => LocalizedString;
export const change_kind_free_time_hint: (inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString;
export const change_kind_messages: (inputs: Change_Kind_MessagesInputs) => LocalizedString;
export const change_kind_messages_hint: (inputs: Change_Kind_Messages_HintInputs) => LocalizedString;
export const change_kind_pickup_date: (inputs: Change_Kind_Pickup_DateInputs) => LocalizedString;
export const change_kind_pickup_date_hint: (inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString;
export const change_kind_status: (inputs: Change_Kind_StatusInputs) => LocalizedString;
export const change_kind_status_hint: (inputs: Change_Kind_Status_HintInputs) => LocalizedString;
export const change_kind_unlisted: (inputs: Change_Kind_UnlistedInputs) => LocalizedString;
export const change_kind_unlisted_hint: (inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString;
export const change_stop_discharge: (inputs: Change_Stop_DischargeInputs) => LocalizedString;
export const change_stop_empty_return: (inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString;
export const change_stop_release: (inputs: Change_Stop_ReleaseInputs) => LocalizedString;
export const choose_files: (inputs: Choose_FilesInputs) => LocalizedString;
export const choose_none: (inputs: Choose_NoneInputs) => LocalizedString;
export const company_choose_logo: (inputs: Company_Choose_LogoInputs) => LocalizedString;
export const company_description: (inputs: Company_DescriptionInputs) => LocalizedString;
export const company_logo: (inputs: Company_LogoInputs) => LocalizedString;
export const company_logo_alt: (inputs: Company_Logo_AltInputs) => LocalizedString;
export const company_logo_facts: (inputs: Company_Logo_FactsInputs) => LocalizedString;
export const company_logo_limits: (inputs: Company_Logo_LimitsInputs) => LocalizedString;
export const company_name: (inputs: Company_NameInputs) => LocalizedString;
export const company_name_hint: (inputs: Company_Name_HintInputs) => LocalizedString;
export const company_name_save_failed: (inputs: Company_Name_Save_FailedInputs) => LocalizedString;
export const company_no_logo: (inputs: Company_No_LogoInputs) => LocalizedString;
export const company_remove_logo: (inputs: Company_Remove_LogoInputs) => LocalizedString;
export const company_replace_logo: (inputs: Company_Replace_LogoInputs) => LocalizedString;
export const company_save_name: (inputs: Company_Save_NameInputs) => LocalizedString;
export const company_title: (inputs: Company_TitleInputs) => LocalizedString;
export const connection_checking: (inputs: Connection_CheckingInputs) => LocalizedString;
export const copy_done: (inputs: Copy_DoneInputs) => LocalizedString;
export const copy_failed: (inputs: Copy_FailedInputs) => LocalizedString;
export const copy_what: (inputs: Copy_WhatInputs) => LocalizedString;
export const date_day_letters: (inputs: Date_Day_LettersInputs) => LocalizedString;
export const date_month_letters: (inputs: Date_Month_LettersInputs) => LocalizedString;
export const date_year_letters: (inputs: Date_Year_LettersInputs) => LocalizedString;
export const dismiss: (inputs: DismissInputs) => LocalizedString;
export const draft_discard: (inputs: Draft_DiscardInputs) => LocalizedString;
export const draft_restored_from: (inputs: Draft_Restored_FromInputs) => LocalizedString;
export const draft_saved: (inputs: Draft_SavedInputs) => LocalizedString;
export const edit: (inputs: EditInputs) => LocalizedString;
export const empty_state_kept: (inputs: Empty_State_KeptInputs) => LocalizedString;
export const error_retries_itself: (inputs: Error_Retries_ItselfInputs) => LocalizedString;
export const export_agency: (inputs: Export_AgencyInputs) => LocalizedString;
export const export_code: (inputs: Export_CodeInputs) => LocalizedString;
export const export_currency: (inputs: Export_CurrencyInputs) => LocalizedString;
export const export_currency_not_stated: (inputs: Export_Currency_Not_StatedInputs) => LocalizedString;
export const export_delivery: (inputs: Export_DeliveryInputs) => LocalizedString;
export const export_destination: (inputs: Export_DestinationInputs) => LocalizedString;
export const export_free_time_charged: (inputs: Export_Free_Time_ChargedInputs) => LocalizedString;
export const export_free_time_currency: (inputs: Export_Free_Time_CurrencyInputs) => LocalizedString;
export const export_last_free_day: (inputs: Export_Last_Free_DayInputs) => LocalizedString;
export const export_not_known: (inputs: Export_Not_KnownInputs) => LocalizedString;
export const export_origin: (inputs: Export_OriginInputs) => LocalizedString;
export const export_pickup: (inputs: Export_PickupInputs) => LocalizedString;
export const export_price: (inputs: Export_PriceInputs) => LocalizedString;
export const export_status: (inputs: Export_StatusInputs) => LocalizedString;
export const failure_address_unreachable: (inputs: Failure_Address_UnreachableInputs) => LocalizedString;
export const failure_ask_access: (inputs: Failure_Ask_AccessInputs) => LocalizedString;
export const failure_body_timeout: (inputs: Failure_Body_TimeoutInputs) => LocalizedString;
export const failure_broke: (inputs: Failure_BrokeInputs) => LocalizedString;
export const failure_broke_attempts: (inputs: Failure_Broke_AttemptsInputs) => LocalizedString;
export const failure_broke_unknown: (inputs: Failure_Broke_UnknownInputs) => LocalizedString;
export const failure_cancelled: (inputs: Failure_CancelledInputs) => LocalizedString;
export const failure_check_base_url: (inputs: Failure_Check_Base_UrlInputs) => LocalizedString;
export const failure_check_connection: (inputs: Failure_Check_ConnectionInputs) => LocalizedString;
export const failure_closed: (inputs: Failure_ClosedInputs) => LocalizedString;
export const failure_connect_timeout: (inputs: Failure_Connect_TimeoutInputs) => LocalizedString;
export const failure_connection_refused: (inputs: Failure_Connection_RefusedInputs) => LocalizedString;
export const failure_forbidden: (inputs: Failure_ForbiddenInputs) => LocalizedString;
export const failure_headers_timeout: (inputs: Failure_Headers_TimeoutInputs) => LocalizedString;
export const failure_input_invalid: (inputs: Failure_Input_InvalidInputs) => LocalizedString;
export const failure_internal: (inputs: Failure_InternalInputs) => LocalizedString;
export const failure_it_said: (inputs: Failure_It_SaidInputs) => LocalizedString;
export const failure_more_problems: (inputs: Failure_More_ProblemsInputs) => LocalizedString;
export const failure_no_such_address: (inputs: Failure_No_Such_AddressInputs) => LocalizedString;
export const failure_not_found: (inputs: Failure_Not_FoundInputs) => LocalizedString;
export const failure_not_found_changed: (inputs: Failure_Not_Found_ChangedInputs) => LocalizedString;
export const failure_not_found_check_id: (inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString;
export const failure_not_sent_parameter: (inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString;
export const failure_not_sent_request: (inputs: Failure_Not_Sent_RequestInputs) => LocalizedString;
export const failure_refused: (inputs: Failure_RefusedInputs) => LocalizedString;
export const failure_refused_no_reason: (inputs: Failure_Refused_No_ReasonInputs) => LocalizedString;
export const failure_rejected_reason: (inputs: Failure_Rejected_ReasonInputs) => LocalizedString;
export const failure_rejected_status: (inputs: Failure_Rejected_StatusInputs) => LocalizedString;
export const failure_report_if_again: (inputs: Failure_Report_If_AgainInputs) => LocalizedString;
export const failure_request_timeout: (inputs: Failure_Request_TimeoutInputs) => LocalizedString;
export const failure_server: (inputs: Failure_ServerInputs) => LocalizedString;
export const failure_server_attempts: (inputs: Failure_Server_AttemptsInputs) => LocalizedString;
export const failure_server_reported: (inputs: Failure_Server_ReportedInputs) => LocalizedString;
export const failure_too_large: (inputs: Failure_Too_LargeInputs) => LocalizedString;
export const failure_too_large_refused: (inputs: Failure_Too_Large_RefusedInputs) => LocalizedString;
export const failure_too_large_unknown: (inputs: Failure_Too_Large_UnknownInputs) => LocalizedString;
export const failure_too_many_requests: (inputs: Failure_Too_Many_RequestsInputs) => LocalizedString;
export const failure_too_many_requests_wait: (inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString;
export const failure_try_after: (inputs: Failure_Try_AfterInputs) => LocalizedString;
export const failure_try_later: (inputs: Failure_Try_LaterInputs) => LocalizedString;
export const failure_unauthorized: (inputs: Failure_UnauthorizedInputs) => LocalizedString;
export const failure_unexpected_status: (inputs: Failure_Unexpected_StatusInputs) => LocalizedString;
export const failure_unknown_channel: (inputs: Failure_Unknown_ChannelInputs) => LocalizedString;
export const failure_unknown_outcome: (inputs: Failure_Unknown_OutcomeInputs) => LocalizedString;
export const failure_unreadable: (inputs: Failure_UnreadableInputs) => LocalizedString;
export const failure_unreadable_accepted: (inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString;
export const loading: (inputs: LoadingInputs) => LocalizedString;
export const logs_description: (inputs: Logs_DescriptionInputs) => LocalizedString;
export const logs_show_failed: (inputs: Logs_Show_FailedInputs) => LocalizedString;
export const logs_title: (inputs: Logs_TitleInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_actual_size: (inputs: Menu_Actual_SizeInputs) => LocalizedString;
export const menu_bring_all_to_front: (inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString;
export const menu_close_window: (inputs: Menu_Close_WindowInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_exit: (inputs: Menu_ExitInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_hide: (inputs: Menu_HideInputs) => LocalizedString;
export const menu_hide_others: (inputs: Menu_Hide_OthersInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_services: (inputs: Menu_ServicesInputs) => LocalizedString;
export const menu_show_all: (inputs: Menu_Show_AllInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_zoom: (inputs: Menu_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const nav_group_reference: (inputs: Nav_Group_ReferenceInputs) => LocalizedString;
export const nav_group_work: (inputs: Nav_Group_WorkInputs) => LocalizedString;
export const nav_main: (inputs: Nav_MainInputs) => LocalizedString;
export const no_bridge_body: (inputs: No_Bridge_BodyInputs) => LocalizedString;
export const no_bridge_title: (inputs: No_Bridge_TitleInputs) => LocalizedString;
export const notice_added: (inputs: Notice_AddedInputs) => LocalizedString;
export const notice_customs: (inputs: Notice_CustomsInputs) => LocalizedString;
export const notice_eta_moved: (inputs: Notice_Eta_MovedInputs) => LocalizedString;
export const notice_messages: (inputs: Notice_MessagesInputs) => LocalizedString;
export const notice_messages_latest: (inputs: Notice_Messages_LatestInputs) => LocalizedString;
export const notice_none: (inputs: Notice_NoneInputs) => LocalizedString;
export const notice_pickup_moved: (inputs: Notice_Pickup_MovedInputs) => LocalizedString;
export const notice_shipment: (inputs: Notice_ShipmentInputs) => LocalizedString;
export const notice_shipments_changed: (inputs: Notice_Shipments_ChangedInputs) => LocalizedString;
export const notice_status: (inputs: Notice_StatusInputs) => LocalizedString;
export const notice_unlisted: (inputs: Notice_UnlistedInputs) => LocalizedString;
export const notices_dismiss_one: (inputs: Notices_Dismiss_OneInputs) => LocalizedString;
export const notices_dismiss_title: (inputs: Notices_Dismiss_TitleInputs) => LocalizedString;
export const notices_hint: (inputs: Notices_HintInputs) => LocalizedString;
export const notices_label: (inputs: Notices_LabelInputs) => LocalizedString;
export const notifications_description: (inputs: Notifications_DescriptionInputs) => LocalizedString;
export const notifications_notify_about: (inputs: Notifications_Notify_AboutInputs) => LocalizedString;
export const notifications_read_failed: (inputs: Notifications_Read_FailedInputs) => LocalizedString;
export const notifications_save_failed: (inputs: Notifications_Save_FailedInputs) => LocalizedString;
export const offline_keeps_trying: (inputs: Offline_Keeps_TryingInputs) => LocalizedString;
export const offline_last_answered: (inputs: Offline_Last_AnsweredInputs) => LocalizedString;
export const offline_never_answered: (inputs: Offline_Never_AnsweredInputs) => LocalizedString;
export const offline_title: (inputs: Offline_TitleInputs) => LocalizedString;
export const offline_what_works: (inputs: Offline_What_WorksInputs) => LocalizedString;
export const op_auth_token: (inputs: Op_Auth_TokenInputs) => LocalizedString;
export const op_booking_boxes: (inputs: Op_Booking_BoxesInputs) => LocalizedString;
export const op_booking_pallets: (inputs: Op_Booking_PalletsInputs) => LocalizedString;
export const op_booking_sea_fcl: (inputs: Op_Booking_Sea_FclInputs) => LocalizedString;
export const op_booking_sea_lcl: (inputs: Op_Booking_Sea_LclInputs) => LocalizedString;
export const op_check_documents: (inputs: Op_Check_DocumentsInputs) => LocalizedString;
export const op_check_quotes: (inputs: Op_Check_QuotesInputs) => LocalizedString;
export const op_check_service_records: (inputs: Op_Check_Service_RecordsInputs) => LocalizedString;
export const op_check_shipment_detail: (inputs: Op_Check_Shipment_DetailInputs) => LocalizedString;
export const op_check_shipment_list: (inputs: Op_Check_Shipment_ListInputs) => LocalizedString;
export const op_check_tariffs: (inputs: Op_Check_TariffsInputs) => LocalizedString;
export const op_documents_download: (inputs: Op_Documents_DownloadInputs) => LocalizedString;
export const op_documents_list: (inputs: Op_Documents_ListInputs) => LocalizedString;
export const op_documents_upload: (inputs: Op_Documents_UploadInputs) => LocalizedString;
export const op_lookup_airports: (inputs: Op_Lookup_AirportsInputs) => LocalizedString;
export const op_lookup_containers: (inputs: Op_Lookup_ContainersInputs) => LocalizedString;
export const op_lookup_pallet_types: (inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString;
export const op_lookup_ports: (inputs: Op_Lookup_PortsInputs) => LocalizedString;
export const op_lookup_postal_codes: (inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString;
export const op_pickup_times: (inputs: Op_Pickup_TimesInputs) => LocalizedString;
export const op_quotes_delete: (inputs: Op_Quotes_DeleteInputs) => LocalizedString;
export const op_quotes_list: (inputs: Op_Quotes_ListInputs) => LocalizedString;
export const op_quotes_save: (inputs: Op_Quotes_SaveInputs) => LocalizedString;
export const op_rates_air: (inputs: Op_Rates_AirInputs) => LocalizedString;
export const op_rates_boxes: (inputs: Op_Rates_BoxesInputs) => LocalizedString;
export const op_rates_pallets: (inputs: Op_Rates_PalletsInputs) => LocalizedString;
export const op_rates_sea_fcl: (inputs: Op_Rates_Sea_FclInputs) => LocalizedString;
export const op_rates_sea_lcl: (inputs: Op_Rates_Sea_LclInputs) => LocalizedString;
export const op_sign_in: (inputs: Op_Sign_InInputs) => LocalizedString;
export const op_tariffs_report: (inputs: Op_Tariffs_ReportInputs) => LocalizedString;
export const op_tariffs_upload: (inputs: Op_Tariffs_UploadInputs) => LocalizedString;
export const op_tracking_detail: (inputs: Op_Tracking_DetailInputs) => LocalizedString;
export const op_tracking_messages: (inputs: Op_Tracking_MessagesInputs) => LocalizedString;
export const op_tracking_shipments: (inputs: Op_Tracking_ShipmentsInputs) => LocalizedString;
export const op_tracking_switch: (inputs: Op_Tracking_SwitchInputs) => LocalizedString;
export const open_settings: (inputs: Open_SettingsInputs) => LocalizedString;
export const outcome_unknown: (inputs: Outcome_UnknownInputs) => LocalizedString;
export const pdf_air_freight: (inputs: Pdf_Air_FreightInputs) => LocalizedString;
export const pdf_all_in_note: (inputs: Pdf_All_In_NoteInputs) => LocalizedString;
export const pdf_as_quoted: (inputs: Pdf_As_QuotedInputs) => LocalizedString;
export const pdf_carrier: (inputs: Pdf_CarrierInputs) => LocalizedString;
export const pdf_carrier_notes: (inputs: Pdf_Carrier_NotesInputs) => LocalizedString;
export const pdf_charge: (inputs: Pdf_ChargeInputs) => LocalizedString;
export const pdf_chargeable_weight: (inputs: Pdf_Chargeable_WeightInputs) => LocalizedString;
export const pdf_charges_in: (inputs: Pdf_Charges_InInputs) => LocalizedString;
export const pdf_col_amount: (inputs: Pdf_Col_AmountInputs) => LocalizedString;
export const pdf_col_basis: (inputs: Pdf_Col_BasisInputs) => LocalizedString;
export const pdf_col_charge: (inputs: Pdf_Col_ChargeInputs) => LocalizedString;
export const pdf_col_container: (inputs: Pdf_Col_ContainerInputs) => LocalizedString;
export const pdf_col_counted_from: (inputs: Pdf_Col_Counted_FromInputs) => LocalizedString;
export const pdf_col_free_days: (inputs: Pdf_Col_Free_DaysInputs) => LocalizedString;
export const pdf_col_free_time: (inputs: Pdf_Col_Free_TimeInputs) => LocalizedString;
export const pdf_col_penalty: (inputs: Pdf_Col_PenaltyInputs) => LocalizedString;
export const pdf_col_per_day: (inputs: Pdf_Col_Per_DayInputs) => LocalizedString;
export const pdf_count_boxes: (inputs: Pdf_Count_BoxesInputs) => LocalizedString;
export const pdf_count_cargo_lines: (inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString;
export const pdf_count_containers: (inputs: Pdf_Count_ContainersInputs) => LocalizedString;
export const pdf_count_pallets: (inputs: Pdf_Count_PalletsInputs) => LocalizedString;
export const pdf_count_pieces: (inputs: Pdf_Count_PiecesInputs) => LocalizedString;
export const pdf_days: (inputs: Pdf_DaysInputs) => LocalizedString;
export const pdf_delivery: (inputs: Pdf_DeliveryInputs) => LocalizedString;
export const pdf_every_charge_included: (inputs: Pdf_Every_Charge_IncludedInputs) => LocalizedString;
export const pdf_flights: (inputs: Pdf_FlightsInputs) => LocalizedString;
export const pdf_free_time: (inputs: Pdf_Free_TimeInputs) => LocalizedString;
export const pdf_from: (inputs: Pdf_FromInputs) => LocalizedString;
export const pdf_give_quote_number: (inputs: Pdf_Give_Quote_NumberInputs) => LocalizedString;
export const pdf_goods: (inputs: Pdf_GoodsInputs) => LocalizedString;
export const pdf_included: (inputs: Pdf_IncludedInputs) => LocalizedString;
export const pdf_issued: (inputs: Pdf_IssuedInputs) => LocalizedString;
export const pdf_mode_air: (inputs: Pdf_Mode_AirInputs) => LocalizedString;
export const pdf_mode_boxes: (inputs: Pdf_Mode_BoxesInputs) => LocalizedString;
export const pdf_mode_pallets: (inputs: Pdf_Mode_PalletsInputs) => LocalizedString;
export const pdf_mode_sea_fcl: (inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString;
export const pdf_mode_sea_lcl: (inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString;
export const pdf_no_expiry: (inputs: Pdf_No_ExpiryInputs) => LocalizedString;
export const pdf_notes: (inputs: Pdf_NotesInputs) => LocalizedString;
export const pdf_on_request: (inputs: Pdf_On_RequestInputs) => LocalizedString;
export const pdf_pickup: (inputs: Pdf_PickupInputs) => LocalizedString;
export const pdf_pre_booking: (inputs: Pdf_Pre_BookingInputs) => LocalizedString;
export const pdf_price_includes_all: (inputs: Pdf_Price_Includes_AllInputs) => LocalizedString;
export const pdf_quotation: (inputs: Pdf_QuotationInputs) => LocalizedString;
export const pdf_quote_label: (inputs: Pdf_Quote_LabelInputs) => LocalizedString;
export const pdf_ref_label: (inputs: Pdf_Ref_LabelInputs) => LocalizedString;
export const pdf_reference: (inputs: Pdf_ReferenceInputs) => LocalizedString;
export const pdf_sailing: (inputs: Pdf_SailingInputs) => LocalizedString;
export const pdf_saved_quote: (inputs: Pdf_Saved_QuoteInputs) => LocalizedString;
export const pdf_surcharge: (inputs: Pdf_SurchargeInputs) => LocalizedString;
export const pdf_tax_included: (inputs: Pdf_Tax_IncludedInputs) => LocalizedString;
export const pdf_terms: (inputs: Pdf_TermsInputs) => LocalizedString;
export const pdf_terms_valid: (inputs: Pdf_Terms_ValidInputs) => LocalizedString;
export const pdf_to: (inputs: Pdf_ToInputs) => LocalizedString;
export const pdf_total_all_in: (inputs: Pdf_Total_All_InInputs) => LocalizedString;
export const pdf_total_of_quote: (inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString;
export const pdf_total_price: (inputs: Pdf_Total_PriceInputs) => LocalizedString;
export const pdf_total_price_and_surcharges: (inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString;
export const pdf_total_sum_of_charges: (inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString;
export const pdf_transit: (inputs: Pdf_TransitInputs) => LocalizedString;
export const pdf_unnamed_currency: (inputs: Pdf_Unnamed_CurrencyInputs) => LocalizedString;
export const pdf_valid_until: (inputs: Pdf_Valid_UntilInputs) => LocalizedString;
export const pdf_vessel: (inputs: Pdf_VesselInputs) => LocalizedString;
export const pdf_via: (inputs: Pdf_ViaInputs) => LocalizedString;
export const penalty: (inputs: PenaltyInputs) => LocalizedString;
export const profile_form_add_description: (inputs: Profile_Form_Add_DescriptionInputs) => LocalizedString;
export const profile_form_add_title: (inputs: Profile_Form_Add_TitleInputs) => LocalizedString;
export const profile_form_api_key: (inputs: Profile_Form_Api_KeyInputs) => LocalizedString;
export const profile_form_api_secret: (inputs: Profile_Form_Api_SecretInputs) => LocalizedString;
export const profile_form_base_url: (inputs: Profile_Form_Base_UrlInputs) => LocalizedString;
export const profile_form_base_url_hint: (inputs: Profile_Form_Base_Url_HintInputs) => LocalizedString;
export const profile_form_base_url_placeholder: (inputs: Profile_Form_Base_Url_PlaceholderInputs) => LocalizedString;
export const profile_form_edit_description: (inputs: Profile_Form_Edit_DescriptionInputs) => LocalizedString;
export const profile_form_edit_title: (inputs: Profile_Form_Edit_TitleInputs) => LocalizedString;
export const profile_form_keep_key: (inputs: Profile_Form_Keep_KeyInputs) => LocalizedString;
export const profile_form_keep_secret: (inputs: Profile_Form_Keep_SecretInputs) => LocalizedString;
export const profile_form_name: (inputs: Profile_Form_NameInputs) => LocalizedString;
export const profile_form_name_hint: (inputs: Profile_Form_Name_HintInputs) => LocalizedString;
export const profile_form_new_server_body: (inputs: Profile_Form_New_Server_BodyInputs) => LocalizedString;
export const profile_form_new_server_title: (inputs: Profile_Form_New_Server_TitleInputs) => LocalizedString;
export const profile_form_not_saved: (inputs: Profile_Form_Not_SavedInputs) => LocalizedString;
export const profile_form_required_new_server: (inputs: Profile_Form_Required_New_ServerInputs) => LocalizedString;
export const profile_form_save: (inputs: Profile_Form_SaveInputs) => LocalizedString;
export const profile_form_saved: (inputs: Profile_Form_SavedInputs) => LocalizedString;
export const profile_form_secret_hint: (inputs: Profile_Form_Secret_HintInputs) => LocalizedString;
export const profiles_active: (inputs: Profiles_ActiveInputs) => LocalizedString;
export const profiles_base_url_said: (inputs: Profiles_Base_Url_SaidInputs) => LocalizedString;
export const profiles_caption: (inputs: Profiles_CaptionInputs) => LocalizedString;
export const profiles_col_actions: (inputs: Profiles_Col_ActionsInputs) => LocalizedString;
export const profiles_col_credentials: (inputs: Profiles_Col_CredentialsInputs) => LocalizedString;
export const profiles_col_profile: (inputs: Profiles_Col_ProfileInputs) => LocalizedString;
export const profiles_demo_credentials: (inputs: Profiles_Demo_CredentialsInputs) => LocalizedString;
export const profiles_description: (inputs: Profiles_DescriptionInputs) => LocalizedString;
export const profiles_editing: (inputs: Profiles_EditingInputs) => LocalizedString;
export const profiles_loading: (inputs: Profiles_LoadingInputs) => LocalizedString;
export const profiles_not_stored: (inputs: Profiles_Not_StoredInputs) => LocalizedString;
export const profiles_read_failed: (inputs: Profiles_Read_FailedInputs) => LocalizedString;
export const profiles_remove_body: (inputs: Profiles_Remove_BodyInputs) => LocalizedString;
export const profiles_remove_body_active: (inputs: Profiles_Remove_Body_ActiveInputs) => LocalizedString;
export const profiles_remove_confirm: (inputs: Profiles_Remove_ConfirmInputs) => LocalizedString;
export const profiles_remove_failed: (inputs: Profiles_Remove_FailedInputs) => LocalizedString;
export const profiles_remove_title: (inputs: Profiles_Remove_TitleInputs) => LocalizedString;
export const profiles_stored_keychain: (inputs: Profiles_Stored_KeychainInputs) => LocalizedString;
export const profiles_switch_failed: (inputs: Profiles_Switch_FailedInputs) => LocalizedString;
export const profiles_title: (inputs: Profiles_TitleInputs) => LocalizedString;
export const profiles_use: (inputs: Profiles_UseInputs) => LocalizedString;
export const progress_in_progress: (inputs: Progress_In_ProgressInputs) => LocalizedString;
export const quote_pdf: (inputs: Quote_PdfInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const route_booking: (inputs: Route_BookingInputs) => LocalizedString;
export const route_booking_summary: (inputs: Route_Booking_SummaryInputs) => LocalizedString;
export const route_documents: (inputs: Route_DocumentsInputs) => LocalizedString;
export const route_documents_summary: (inputs: Route_Documents_SummaryInputs) => LocalizedString;
export const route_lookups: (inputs: Route_LookupsInputs) => LocalizedString;
export const route_lookups_summary: (inputs: Route_Lookups_SummaryInputs) => LocalizedString;
export const route_pricing: (inputs: Route_PricingInputs) => LocalizedString;
export const route_pricing_summary: (inputs: Route_Pricing_SummaryInputs) => LocalizedString;
export const route_quotes: (inputs: Route_QuotesInputs) => LocalizedString;
export const route_quotes_summary: (inputs: Route_Quotes_SummaryInputs) => LocalizedString;
export const route_rating: (inputs: Route_RatingInputs) => LocalizedString;
export const route_rating_summary: (inputs: Route_Rating_SummaryInputs) => LocalizedString;
export const route_settings: (inputs: Route_SettingsInputs) => LocalizedString;
export const route_settings_summary: (inputs: Route_Settings_SummaryInputs) => LocalizedString;
export const route_tariffs: (inputs: Route_TariffsInputs) => LocalizedString;
export const route_tariffs_summary: (inputs: Route_Tariffs_SummaryInputs) => LocalizedString;
export const route_today: (inputs: Route_TodayInputs) => LocalizedString;
export const route_today_summary: (inputs: Route_Today_SummaryInputs) => LocalizedString;
export const route_tracking: (inputs: Route_TrackingInputs) => LocalizedString;
export const route_tracking_summary: (inputs: Route_Tracking_SummaryInputs) => LocalizedString;
export const save: (inputs: SaveInputs) => LocalizedString;
export const saved_done: (inputs: Saved_DoneInputs) => LocalizedString;
export const session_connected: (inputs: Session_ConnectedInputs) => LocalizedString;
export const session_in_minutes: (inputs: Session_In_MinutesInputs) => LocalizedString;
export const session_in_seconds: (inputs: Session_In_SecondsInputs) => LocalizedString;
export const session_last_answer: (inputs: Session_Last_AnswerInputs) => LocalizedString;
export const session_last_worked: (inputs: Session_Last_WorkedInputs) => LocalizedString;
export const session_next_try: (inputs: Session_Next_TryInputs) => LocalizedString;
export const session_no_answer_yet: (inputs: Session_No_Answer_YetInputs) => LocalizedString;
export const session_no_reason: (inputs: Session_No_ReasonInputs) => LocalizedString;
export const session_refused: (inputs: Session_RefusedInputs) => LocalizedString;
export const session_refused_reason: (inputs: Session_Refused_ReasonInputs) => LocalizedString;
export const session_sign_in: (inputs: Session_Sign_InInputs) => LocalizedString;
export const session_sign_in_failed: (inputs: Session_Sign_In_FailedInputs) => LocalizedString;
export const session_sign_out: (inputs: Session_Sign_OutInputs) => LocalizedString;
export const session_signed_out: (inputs: Session_Signed_OutInputs) => LocalizedString;
export const session_signing_in: (inputs: Session_Signing_InInputs) => LocalizedString;
export const session_trying_now: (inputs: Session_Trying_NowInputs) => LocalizedString;
export const session_unreachable: (inputs: Session_UnreachableInputs) => LocalizedString;
export const session_unreachable_reason: (inputs: Session_Unreachable_ReasonInputs) => LocalizedString;
export const set_aside_body: (inputs: Set_Aside_BodyInputs) => LocalizedString;
export const set_aside_copy: (inputs: Set_Aside_CopyInputs) => LocalizedString;
export const set_aside_how_back: (inputs: Set_Aside_How_BackInputs) => LocalizedString;
export const set_aside_title: (inputs: Set_Aside_TitleInputs) => LocalizedString;
export const settings_file_unreadable_body: (inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString;
export const settings_file_unreadable_title: (inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString;
export const store_cannot_save_body: (inputs: Store_Cannot_Save_BodyInputs) => LocalizedString;
export const store_cannot_save_title: (inputs: Store_Cannot_Save_TitleInputs) => LocalizedString;
export const store_copied: (inputs: Store_CopiedInputs) => LocalizedString;
export const store_damaged_file_kept: (inputs: Store_Damaged_File_KeptInputs) => LocalizedString;
export const store_file_path: (inputs: Store_File_PathInputs) => LocalizedString;
export const store_not_rebuilt: (inputs: Store_Not_RebuiltInputs) => LocalizedString;
export const store_nothing_lost: (inputs: Store_Nothing_LostInputs) => LocalizedString;
export const store_nothing_readable: (inputs: Store_Nothing_ReadableInputs) => LocalizedString;
export const store_set_aside_body: (inputs: Store_Set_Aside_BodyInputs) => LocalizedString;
export const store_set_aside_title: (inputs: Store_Set_Aside_TitleInputs) => LocalizedString;
export const surcharges: (inputs: SurchargesInputs) => LocalizedString;
export const sync_cancel: (inputs: Sync_CancelInputs) => LocalizedString;
export const sync_checking_count: (inputs: Sync_Checking_CountInputs) => LocalizedString;
export const sync_checking_list: (inputs: Sync_Checking_ListInputs) => LocalizedString;
export const sync_description: (inputs: Sync_DescriptionInputs) => LocalizedString;
export const sync_fetching: (inputs: Sync_FetchingInputs) => LocalizedString;
export const sync_kept_before: (inputs: Sync_Kept_BeforeInputs) => LocalizedString;
export const sync_last_cancelled: (inputs: Sync_Last_CancelledInputs) => LocalizedString;
export const sync_last_failed: (inputs: Sync_Last_FailedInputs) => LocalizedString;
export const sync_minutes: (inputs: Sync_MinutesInputs) => LocalizedString;
export const sync_never: (inputs: Sync_NeverInputs) => LocalizedString;
export const sync_nothing_stored: (inputs: Sync_Nothing_StoredInputs) => LocalizedString;
export const sync_now: (inputs: Sync_NowInputs) => LocalizedString;
export const sync_progress_label: (inputs: Sync_Progress_LabelInputs) => LocalizedString;
export const sync_read_failed: (inputs: Sync_Read_FailedInputs) => LocalizedString;
export const sync_save_failed: (inputs: Sync_Save_FailedInputs) => LocalizedString;
export const sync_settings_label: (inputs: Sync_Settings_LabelInputs) => LocalizedString;
export const sync_state_unknown: (inputs: Sync_State_UnknownInputs) => LocalizedString;
export const sync_stored_count: (inputs: Sync_Stored_CountInputs) => LocalizedString;
export const sync_stored_of: (inputs: Sync_Stored_OfInputs) => LocalizedString;
export const sync_synced: (inputs: Sync_SyncedInputs) => LocalizedString;
export const sync_syncing: (inputs: Sync_SyncingInputs) => LocalizedString;
export const sync_title: (inputs: Sync_TitleInputs) => LocalizedString;
export const sync_unreachable: (inputs: Sync_UnreachableInputs) => LocalizedString;
export const timeline_new: (inputs: Timeline_NewInputs) => LocalizedString;
export const timeline_time_not_given: (inputs: Timeline_Time_Not_GivenInputs) => LocalizedString;
export const today_change_a_shipment: (inputs: Today_Change_A_ShipmentInputs) => LocalizedString;
export const today_change_added: (inputs: Today_Change_AddedInputs) => LocalizedString;
export const today_change_customs: (inputs: Today_Change_CustomsInputs) => LocalizedString;
export const today_change_eta: (inputs: Today_Change_EtaInputs) => LocalizedString;
export const today_change_new_messages: (inputs: Today_Change_New_MessagesInputs) => LocalizedString;
export const today_change_new_messages_latest: (inputs: Today_Change_New_Messages_LatestInputs) => LocalizedString;
export const today_change_none: (inputs: Today_Change_NoneInputs) => LocalizedString;
export const today_change_pickup: (inputs: Today_Change_PickupInputs) => LocalizedString;
export const today_change_status: (inputs: Today_Change_StatusInputs) => LocalizedString;
export const today_change_unlisted: (inputs: Today_Change_UnlistedInputs) => LocalizedString;
export const today_changes_count: (inputs: Today_Changes_CountInputs) => LocalizedString;
export const today_changes_empty: (inputs: Today_Changes_EmptyInputs) => LocalizedString;
export const today_changes_more: (inputs: Today_Changes_MoreInputs) => LocalizedString;
export const today_changes_since_look: (inputs: Today_Changes_Since_LookInputs) => LocalizedString;
export const today_changes_since_start: (inputs: Today_Changes_Since_StartInputs) => LocalizedString;
export const today_changes_title: (inputs: Today_Changes_TitleInputs) => LocalizedString;
export const today_documents_count: (inputs: Today_Documents_CountInputs) => LocalizedString;
export const today_documents_empty: (inputs: Today_Documents_EmptyInputs) => LocalizedString;
export const today_documents_missing: (inputs: Today_Documents_MissingInputs) => LocalizedString;
export const today_documents_never_checked: (inputs: Today_Documents_Never_CheckedInputs) => LocalizedString;
export const today_documents_title: (inputs: Today_Documents_TitleInputs) => LocalizedString;
export const today_free_count: (inputs: Today_Free_CountInputs) => LocalizedString;
export const today_free_counting: (inputs: Today_Free_CountingInputs) => LocalizedString;
export const today_free_empty: (inputs: Today_Free_EmptyInputs) => LocalizedString;
export const today_free_title: (inputs: Today_Free_TitleInputs) => LocalizedString;
export const today_last_look: (inputs: Today_Last_LookInputs) => LocalizedString;
export const today_lines_need: (inputs: Today_Lines_NeedInputs) => LocalizedString;
export const today_mark_all_seen: (inputs: Today_Mark_All_SeenInputs) => LocalizedString;
export const today_more: (inputs: Today_MoreInputs) => LocalizedString;
export const today_nothing_here: (inputs: Today_Nothing_HereInputs) => LocalizedString;
export const today_nothing_needed: (inputs: Today_Nothing_NeededInputs) => LocalizedString;
export const today_quote_expires: (inputs: Today_Quote_ExpiresInputs) => LocalizedString;
export const today_quote_priced_expires: (inputs: Today_Quote_Priced_ExpiresInputs) => LocalizedString;
export const today_quote_saved: (inputs: Today_Quote_SavedInputs) => LocalizedString;
export const today_quote_soon: (inputs: Today_Quote_SoonInputs) => LocalizedString;
export const today_quotes_count: (inputs: Today_Quotes_CountInputs) => LocalizedString;
export const today_quotes_empty: (inputs: Today_Quotes_EmptyInputs) => LocalizedString;
export const today_quotes_title: (inputs: Today_Quotes_TitleInputs) => LocalizedString;
export const today_read_failed: (inputs: Today_Read_FailedInputs) => LocalizedString;
export const today_reading: (inputs: Today_ReadingInputs) => LocalizedString;
export const today_show_all: (inputs: Today_Show_AllInputs) => LocalizedString;
export const today_the_rest: (inputs: Today_The_RestInputs) => LocalizedString;
export const topbar_go_to: (inputs: Topbar_Go_ToInputs) => LocalizedString;
export const tracking_changes_clear: (inputs: Tracking_Changes_ClearInputs) => LocalizedString;
export const tracking_changes_count: (inputs: Tracking_Changes_CountInputs) => LocalizedString;
export const tracking_changes_show_all: (inputs: Tracking_Changes_Show_AllInputs) => LocalizedString;
export const tracking_changes_title: (inputs: Tracking_Changes_TitleInputs) => LocalizedString;
export const tracking_code_booking: (inputs: Tracking_Code_BookingInputs) => LocalizedString;
export const tracking_code_tracking: (inputs: Tracking_Code_TrackingInputs) => LocalizedString;
export const tracking_col_agency: (inputs: Tracking_Col_AgencyInputs) => LocalizedString;
export const tracking_col_code: (inputs: Tracking_Col_CodeInputs) => LocalizedString;
export const tracking_col_delivery: (inputs: Tracking_Col_DeliveryInputs) => LocalizedString;
export const tracking_col_free_time: (inputs: Tracking_Col_Free_TimeInputs) => LocalizedString;
export const tracking_col_margin: (inputs: Tracking_Col_MarginInputs) => LocalizedString;
export const tracking_col_pickup: (inputs: Tracking_Col_PickupInputs) => LocalizedString;
export const tracking_col_price: (inputs: Tracking_Col_PriceInputs) => LocalizedString;
export const tracking_col_route: (inputs: Tracking_Col_RouteInputs) => LocalizedString;
export const tracking_col_sell: (inputs: Tracking_Col_SellInputs) => LocalizedString;
export const tracking_col_status: (inputs: Tracking_Col_StatusInputs) => LocalizedString;
export const tracking_destination: (inputs: Tracking_DestinationInputs) => LocalizedString;
export const tracking_detail_close: (inputs: Tracking_Detail_CloseInputs) => LocalizedString;
export const tracking_detail_load_failed: (inputs: Tracking_Detail_Load_FailedInputs) => LocalizedString;
export const tracking_detail_loading: (inputs: Tracking_Detail_LoadingInputs) => LocalizedString;
export const tracking_detail_other_shipment: (inputs: Tracking_Detail_Other_ShipmentInputs) => LocalizedString;
export const tracking_detail_shipment: (inputs: Tracking_Detail_ShipmentInputs) => LocalizedString;
export const tracking_detail_title: (inputs: Tracking_Detail_TitleInputs) => LocalizedString;
export const tracking_empty_filtered_text: (inputs: Tracking_Empty_Filtered_TextInputs) => LocalizedString;
export const tracking_empty_filtered_title: (inputs: Tracking_Empty_Filtered_TitleInputs) => LocalizedString;
export const tracking_empty_never_synced_text: (inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString;
export const tracking_empty_never_synced_title: (inputs: Tracking_Empty_Never_Synced_TitleInputs) => LocalizedString;
export const tracking_empty_none_text: (inputs: Tracking_Empty_None_TextInputs) => LocalizedString;
export const tracking_empty_none_title: (inputs: Tracking_Empty_None_TitleInputs) => LocalizedString;
export const tracking_empty_search_filtered_text: (inputs: Tracking_Empty_Search_Filtered_TextInputs) => LocalizedString;
export const tracking_empty_search_filtered_title: (inputs: Tracking_Empty_Search_Filtered_TitleInputs) => LocalizedString;
export const tracking_empty_search_text: (inputs: Tracking_Empty_Search_TextInputs) => LocalizedString;
export const tracking_empty_search_title: (inputs: Tracking_Empty_Search_TitleInputs) => LocalizedString;
export const tracking_export_cancelled: (inputs: Tracking_Export_CancelledInputs) => LocalizedString;
export const tracking_export_csv: (inputs: Tracking_Export_CsvInputs) => LocalizedString;
export const tracking_export_failed: (inputs: Tracking_Export_FailedInputs) => LocalizedString;
export const tracking_export_label: (inputs: Tracking_Export_LabelInputs) => LocalizedString;
export const tracking_export_nothing: (inputs: Tracking_Export_NothingInputs) => LocalizedString;
export const tracking_export_xlsx: (inputs: Tracking_Export_XlsxInputs) => LocalizedString;
export const tracking_filter_code_placeholder: (inputs: Tracking_Filter_Code_PlaceholderInputs) => LocalizedString;
export const tracking_filter_date_like: (inputs: Tracking_Filter_Date_LikeInputs) => LocalizedString;
export const tracking_filter_end_before_start: (inputs: Tracking_Filter_End_Before_StartInputs) => LocalizedString;
export const tracking_filter_from: (inputs: Tracking_Filter_FromInputs) => LocalizedString;
export const tracking_filter_operator: (inputs: Tracking_Filter_OperatorInputs) => LocalizedString;
export const tracking_filter_operator_placeholder: (inputs: Tracking_Filter_Operator_PlaceholderInputs) => LocalizedString;
export const tracking_filter_place_placeholder: (inputs: Tracking_Filter_Place_PlaceholderInputs) => LocalizedString;
export const tracking_filter_to: (inputs: Tracking_Filter_ToInputs) => LocalizedString;
export const tracking_filter_too_long: (inputs: Tracking_Filter_Too_LongInputs) => LocalizedString;
export const tracking_filter_too_many_statuses: (inputs: Tracking_Filter_Too_Many_StatusesInputs) => LocalizedString;
export const tracking_filters_any_status: (inputs: Tracking_Filters_Any_StatusInputs) => LocalizedString;
export const tracking_filters_applied: (inputs: Tracking_Filters_AppliedInputs) => LocalizedString;
export const tracking_filters_apply: (inputs: Tracking_Filters_ApplyInputs) => LocalizedString;
export const tracking_filters_clear: (inputs: Tracking_Filters_ClearInputs) => LocalizedString;
export const tracking_filters_label: (inputs: Tracking_Filters_LabelInputs) => LocalizedString;
export const tracking_filters_status: (inputs: Tracking_Filters_StatusInputs) => LocalizedString;
export const tracking_free_change: (inputs: Tracking_Free_ChangeInputs) => LocalizedString;
export const tracking_free_charge_if_running: (inputs: Tracking_Free_Charge_If_RunningInputs) => LocalizedString;
export const tracking_free_charge_so_far: (inputs: Tracking_Free_Charge_So_FarInputs) => LocalizedString;
export const tracking_free_charged_from_first: (inputs: Tracking_Free_Charged_From_FirstInputs) => LocalizedString;
export const tracking_free_charged_total: (inputs: Tracking_Free_Charged_TotalInputs) => LocalizedString;
export const tracking_free_clause: (inputs: Tracking_Free_ClauseInputs) => LocalizedString;
export const tracking_free_clause_then: (inputs: Tracking_Free_Clause_ThenInputs) => LocalizedString;
export const tracking_free_containers: (inputs: Tracking_Free_ContainersInputs) => LocalizedString;
export const tracking_free_containers_of: (inputs: Tracking_Free_Containers_OfInputs) => LocalizedString;
export const tracking_free_containers_unknown: (inputs: Tracking_Free_Containers_UnknownInputs) => LocalizedString;
export const tracking_free_date: (inputs: Tracking_Free_DateInputs) => LocalizedString;
export const tracking_free_day_at_port: (inputs: Tracking_Free_Day_At_PortInputs) => LocalizedString;
export const tracking_free_days: (inputs: Tracking_Free_DaysInputs) => LocalizedString;
export const tracking_free_days_charged_so_far: (inputs: Tracking_Free_Days_Charged_So_FarInputs) => LocalizedString;
export const tracking_free_days_charged_stopped: (inputs: Tracking_Free_Days_Charged_StoppedInputs) => LocalizedString;
export const tracking_free_days_hours: (inputs: Tracking_Free_Days_HoursInputs) => LocalizedString;
export const tracking_free_delivered_without: (inputs: Tracking_Free_Delivered_WithoutInputs) => LocalizedString;
export const tracking_free_end_unreported: (inputs: Tracking_Free_End_UnreportedInputs) => LocalizedString;
export const tracking_free_enter_discharge: (inputs: Tracking_Free_Enter_DischargeInputs) => LocalizedString;
export const tracking_free_enter_empty_return: (inputs: Tracking_Free_Enter_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_enter_release: (inputs: Tracking_Free_Enter_ReleaseInputs) => LocalizedString;
export const tracking_free_entered_by_hand: (inputs: Tracking_Free_Entered_By_HandInputs) => LocalizedString;
export const tracking_free_entry_incomplete: (inputs: Tracking_Free_Entry_IncompleteInputs) => LocalizedString;
export const tracking_free_entry_label: (inputs: Tracking_Free_Entry_LabelInputs) => LocalizedString;
export const tracking_free_entry_set_aside: (inputs: Tracking_Free_Entry_Set_AsideInputs) => LocalizedString;
export const tracking_free_events_label: (inputs: Tracking_Free_Events_LabelInputs) => LocalizedString;
export const tracking_free_every_size: (inputs: Tracking_Free_Every_SizeInputs) => LocalizedString;
export const tracking_free_fact_charge: (inputs: Tracking_Free_Fact_ChargeInputs) => LocalizedString;
export const tracking_free_fact_containers: (inputs: Tracking_Free_Fact_ContainersInputs) => LocalizedString;
export const tracking_free_fact_days_charged: (inputs: Tracking_Free_Fact_Days_ChargedInputs) => LocalizedString;
export const tracking_free_fact_free_days: (inputs: Tracking_Free_Fact_Free_DaysInputs) => LocalizedString;
export const tracking_free_fact_last_day: (inputs: Tracking_Free_Fact_Last_DayInputs) => LocalizedString;
export const tracking_free_fact_per_container: (inputs: Tracking_Free_Fact_Per_ContainerInputs) => LocalizedString;
export const tracking_free_fact_price: (inputs: Tracking_Free_Fact_PriceInputs) => LocalizedString;
export const tracking_free_fact_starts: (inputs: Tracking_Free_Fact_StartsInputs) => LocalizedString;
export const tracking_free_fact_stops: (inputs: Tracking_Free_Fact_StopsInputs) => LocalizedString;
export const tracking_free_free_days_from: (inputs: Tracking_Free_Free_Days_FromInputs) => LocalizedString;
export const tracking_free_hours: (inputs: Tracking_Free_HoursInputs) => LocalizedString;
export const tracking_free_lcl_shipment: (inputs: Tracking_Free_Lcl_ShipmentInputs) => LocalizedString;
export const tracking_free_left: (inputs: Tracking_Free_LeftInputs) => LocalizedString;
export const tracking_free_left_until: (inputs: Tracking_Free_Left_UntilInputs) => LocalizedString;
export const tracking_free_moment: (inputs: Tracking_Free_MomentInputs) => LocalizedString;
export const tracking_free_no_currency: (inputs: Tracking_Free_No_CurrencyInputs) => LocalizedString;
export const tracking_free_no_port: (inputs: Tracking_Free_No_PortInputs) => LocalizedString;
export const tracking_free_no_price: (inputs: Tracking_Free_No_PriceInputs) => LocalizedString;
export const tracking_free_no_terms: (inputs: Tracking_Free_No_TermsInputs) => LocalizedString;
export const tracking_free_no_terms_text: (inputs: Tracking_Free_No_Terms_TextInputs) => LocalizedString;
export const tracking_free_not_known: (inputs: Tracking_Free_Not_KnownInputs) => LocalizedString;
export const tracking_free_not_reported: (inputs: Tracking_Free_Not_ReportedInputs) => LocalizedString;
export const tracking_free_not_reported_yet: (inputs: Tracking_Free_Not_Reported_YetInputs) => LocalizedString;
export const tracking_free_not_started: (inputs: Tracking_Free_Not_StartedInputs) => LocalizedString;
export const tracking_free_not_started_text: (inputs: Tracking_Free_Not_Started_TextInputs) => LocalizedString;
export const tracking_free_not_yet: (inputs: Tracking_Free_Not_YetInputs) => LocalizedString;
export const tracking_free_not_yet_discharged: (inputs: Tracking_Free_Not_Yet_DischargedInputs) => LocalizedString;
export const tracking_free_not_yet_released: (inputs: Tracking_Free_Not_Yet_ReleasedInputs) => LocalizedString;
export const tracking_free_not_yet_returned: (inputs: Tracking_Free_Not_Yet_ReturnedInputs) => LocalizedString;
export const tracking_free_nothing_charged: (inputs: Tracking_Free_Nothing_ChargedInputs) => LocalizedString;
export const tracking_free_past: (inputs: Tracking_Free_PastInputs) => LocalizedString;
export const tracking_free_past_day: (inputs: Tracking_Free_Past_DayInputs) => LocalizedString;
export const tracking_free_past_due: (inputs: Tracking_Free_Past_DueInputs) => LocalizedString;
export const tracking_free_port_days: (inputs: Tracking_Free_Port_DaysInputs) => LocalizedString;
export const tracking_free_port_no_zone: (inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString;
export const tracking_free_port_time: (inputs: Tracking_Free_Port_TimeInputs) => LocalizedString;
export const tracking_free_port_time_words: (inputs: Tracking_Free_Port_Time_WordsInputs) => LocalizedString;
export const tracking_free_price_container: (inputs: Tracking_Free_Price_ContainerInputs) => LocalizedString;
export const tracking_free_price_shipment: (inputs: Tracking_Free_Price_ShipmentInputs) => LocalizedString;
export const tracking_free_read_failed: (inputs: Tracking_Free_Read_FailedInputs) => LocalizedString;
export const tracking_free_reported_by_carrier: (inputs: Tracking_Free_Reported_By_CarrierInputs) => LocalizedString;
export const tracking_free_span: (inputs: Tracking_Free_SpanInputs) => LocalizedString;
export const tracking_free_start_unreported: (inputs: Tracking_Free_Start_UnreportedInputs) => LocalizedString;
export const tracking_free_start_unreported_text: (inputs: Tracking_Free_Start_Unreported_TextInputs) => LocalizedString;
export const tracking_free_still_at_terminal: (inputs: Tracking_Free_Still_At_TerminalInputs) => LocalizedString;
export const tracking_free_still_out: (inputs: Tracking_Free_Still_OutInputs) => LocalizedString;
export const tracking_free_still_out_shipment: (inputs: Tracking_Free_Still_Out_ShipmentInputs) => LocalizedString;
export const tracking_free_stopped: (inputs: Tracking_Free_StoppedInputs) => LocalizedString;
export const tracking_free_stopped_charged: (inputs: Tracking_Free_Stopped_ChargedInputs) => LocalizedString;
export const tracking_free_stopped_entered_text: (inputs: Tracking_Free_Stopped_Entered_TextInputs) => LocalizedString;
export const tracking_free_stopped_none: (inputs: Tracking_Free_Stopped_NoneInputs) => LocalizedString;
export const tracking_free_stopped_text: (inputs: Tracking_Free_Stopped_TextInputs) => LocalizedString;
export const tracking_free_stopped_unknown: (inputs: Tracking_Free_Stopped_UnknownInputs) => LocalizedString;
export const tracking_free_sum: (inputs: Tracking_Free_SumInputs) => LocalizedString;
export const tracking_free_sum_no_price: (inputs: Tracking_Free_Sum_No_PriceInputs) => LocalizedString;
export const tracking_free_sum_shipment: (inputs: Tracking_Free_Sum_ShipmentInputs) => LocalizedString;
export const tracking_free_sum_unknown_boxes: (inputs: Tracking_Free_Sum_Unknown_BoxesInputs) => LocalizedString;
export const tracking_free_the_discharge: (inputs: Tracking_Free_The_DischargeInputs) => LocalizedString;
export const tracking_free_the_empty_return: (inputs: Tracking_Free_The_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_the_release: (inputs: Tracking_Free_The_ReleaseInputs) => LocalizedString;
export const tracking_free_the_start_day: (inputs: Tracking_Free_The_Start_DayInputs) => LocalizedString;
export const tracking_free_time: (inputs: Tracking_Free_TimeInputs) => LocalizedString;
export const tracking_free_title: (inputs: Tracking_Free_TitleInputs) => LocalizedString;
export const tracking_free_title_discharge: (inputs: Tracking_Free_Title_DischargeInputs) => LocalizedString;
export const tracking_free_title_discharge_at: (inputs: Tracking_Free_Title_Discharge_AtInputs) => LocalizedString;
export const tracking_free_title_empty_return: (inputs: Tracking_Free_Title_Empty_ReturnInputs) => LocalizedString;
export const tracking_free_title_release: (inputs: Tracking_Free_Title_ReleaseInputs) => LocalizedString;
export const tracking_free_total_incomplete: (inputs: Tracking_Free_Total_IncompleteInputs) => LocalizedString;
export const tracking_free_total_open: (inputs: Tracking_Free_Total_OpenInputs) => LocalizedString;
export const tracking_free_under_hour: (inputs: Tracking_Free_Under_HourInputs) => LocalizedString;
export const tracking_free_warning_unreported: (inputs: Tracking_Free_Warning_UnreportedInputs) => LocalizedString;
export const tracking_goods: (inputs: Tracking_GoodsInputs) => LocalizedString;
export const tracking_goods_col_kind: (inputs: Tracking_Goods_Col_KindInputs) => LocalizedString;
export const tracking_goods_col_qty: (inputs: Tracking_Goods_Col_QtyInputs) => LocalizedString;
export const tracking_goods_col_size: (inputs: Tracking_Goods_Col_SizeInputs) => LocalizedString;
export const tracking_goods_col_unit: (inputs: Tracking_Goods_Col_UnitInputs) => LocalizedString;
export const tracking_goods_col_weight: (inputs: Tracking_Goods_Col_WeightInputs) => LocalizedString;
export const tracking_goods_customs: (inputs: Tracking_Goods_CustomsInputs) => LocalizedString;
export const tracking_goods_delivery_notes: (inputs: Tracking_Goods_Delivery_NotesInputs) => LocalizedString;
export const tracking_goods_documents: (inputs: Tracking_Goods_DocumentsInputs) => LocalizedString;
export const tracking_goods_insurance: (inputs: Tracking_Goods_InsuranceInputs) => LocalizedString;
export const tracking_goods_pickup_hours: (inputs: Tracking_Goods_Pickup_HoursInputs) => LocalizedString;
export const tracking_goods_pickup_notes: (inputs: Tracking_Goods_Pickup_NotesInputs) => LocalizedString;
export const tracking_goods_title: (inputs: Tracking_Goods_TitleInputs) => LocalizedString;
export const tracking_goods_unit_lines: (inputs: Tracking_Goods_Unit_LinesInputs) => LocalizedString;
export const tracking_goods_units: (inputs: Tracking_Goods_UnitsInputs) => LocalizedString;
export const tracking_goods_value: (inputs: Tracking_Goods_ValueInputs) => LocalizedString;
export const tracking_link_failed: (inputs: Tracking_Link_FailedInputs) => LocalizedString;
export const tracking_link_open: (inputs: Tracking_Link_OpenInputs) => LocalizedString;
export const tracking_link_unsafe: (inputs: Tracking_Link_UnsafeInputs) => LocalizedString;
export const tracking_list_count: (inputs: Tracking_List_CountInputs) => LocalizedString;
export const tracking_list_keys: (inputs: Tracking_List_KeysInputs) => LocalizedString;
export const tracking_list_load_failed: (inputs: Tracking_List_Load_FailedInputs) => LocalizedString;
export const tracking_list_loading: (inputs: Tracking_List_LoadingInputs) => LocalizedString;
export const tracking_list_matching: (inputs: Tracking_List_MatchingInputs) => LocalizedString;
export const tracking_list_refresh: (inputs: Tracking_List_RefreshInputs) => LocalizedString;
export const tracking_list_refresh_title: (inputs: Tracking_List_Refresh_TitleInputs) => LocalizedString;
export const tracking_list_service_total: (inputs: Tracking_List_Service_TotalInputs) => LocalizedString;
export const tracking_list_title: (inputs: Tracking_List_TitleInputs) => LocalizedString;
export const tracking_messages_appear: (inputs: Tracking_Messages_AppearInputs) => LocalizedString;
export const tracking_messages_leg: (inputs: Tracking_Messages_LegInputs) => LocalizedString;
export const tracking_messages_load_failed: (inputs: Tracking_Messages_Load_FailedInputs) => LocalizedString;
export const tracking_messages_loading: (inputs: Tracking_Messages_LoadingInputs) => LocalizedString;
export const tracking_messages_no_code: (inputs: Tracking_Messages_No_CodeInputs) => LocalizedString;
export const tracking_messages_no_text: (inputs: Tracking_Messages_No_TextInputs) => LocalizedString;
export const tracking_messages_none_of_this: (inputs: Tracking_Messages_None_Of_ThisInputs) => LocalizedString;
export const tracking_messages_none_yet: (inputs: Tracking_Messages_None_YetInputs) => LocalizedString;
export const tracking_messages_note: (inputs: Tracking_Messages_NoteInputs) => LocalizedString;
export const tracking_messages_others: (inputs: Tracking_Messages_OthersInputs) => LocalizedString;
export const tracking_messages_timeline: (inputs: Tracking_Messages_TimelineInputs) => LocalizedString;
export const tracking_messages_title: (inputs: Tracking_Messages_TitleInputs) => LocalizedString;
export const tracking_more: (inputs: Tracking_MoreInputs) => LocalizedString;
export const tracking_no: (inputs: Tracking_NoInputs) => LocalizedString;
export const tracking_not_given: (inputs: Tracking_Not_GivenInputs) => LocalizedString;
export const tracking_origin: (inputs: Tracking_OriginInputs) => LocalizedString;
export const tracking_route_title: (inputs: Tracking_Route_TitleInputs) => LocalizedString;
export const tracking_search_hint: (inputs: Tracking_Search_HintInputs) => LocalizedString;
export const tracking_search_label: (inputs: Tracking_Search_LabelInputs) => LocalizedString;
export const tracking_search_placeholder: (inputs: Tracking_Search_PlaceholderInputs) => LocalizedString;
export const tracking_search_too_long: (inputs: Tracking_Search_Too_LongInputs) => LocalizedString;
export const tracking_sell_title: (inputs: Tracking_Sell_TitleInputs) => LocalizedString;
export const tracking_sell_title_customer: (inputs: Tracking_Sell_Title_CustomerInputs) => LocalizedString;
export const tracking_shipment_code: (inputs: Tracking_Shipment_CodeInputs) => LocalizedString;
export const tracking_switch_hint: (inputs: Tracking_Switch_HintInputs) => LocalizedString;
export const tracking_switch_label: (inputs: Tracking_Switch_LabelInputs) => LocalizedString;
export const tracking_switch_maybe_off: (inputs: Tracking_Switch_Maybe_OffInputs) => LocalizedString;
export const tracking_switch_maybe_on: (inputs: Tracking_Switch_Maybe_OnInputs) => LocalizedString;
export const tracking_switch_off: (inputs: Tracking_Switch_OffInputs) => LocalizedString;
export const tracking_switch_off_done: (inputs: Tracking_Switch_Off_DoneInputs) => LocalizedString;
export const tracking_switch_off_failed: (inputs: Tracking_Switch_Off_FailedInputs) => LocalizedString;
export const tracking_switch_on: (inputs: Tracking_Switch_OnInputs) => LocalizedString;
export const tracking_switch_on_done: (inputs: Tracking_Switch_On_DoneInputs) => LocalizedString;
export const tracking_switch_on_failed: (inputs: Tracking_Switch_On_FailedInputs) => LocalizedString;
export const tracking_switch_read_again: (inputs: Tracking_Switch_Read_AgainInputs) => LocalizedString;
export const tracking_switch_refused: (inputs: Tracking_Switch_RefusedInputs) => LocalizedString;
export const tracking_switch_refused_because: (inputs: Tracking_Switch_Refused_BecauseInputs) => LocalizedString;
export const tracking_switch_switching: (inputs: Tracking_Switch_SwitchingInputs) => LocalizedString;
export const tracking_switch_unknown_hint: (inputs: Tracking_Switch_Unknown_HintInputs) => LocalizedString;
export const tracking_unlisted: (inputs: Tracking_UnlistedInputs) => LocalizedString;
export const tracking_unlisted_title: (inputs: Tracking_Unlisted_TitleInputs) => LocalizedString;
export const tracking_yes: (inputs: Tracking_YesInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Today_Change_A_ShipmentInputs = {};
export type Today_Change_AddedInputs = {};
export type Today_Change_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_EtaInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_New_MessagesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Change_New_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Today_Change_NoneInputs = {};
export type Today_Change_PickupInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_UnlistedInputs = {
    when: NonNullable<unknown>;
};
export type Today_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Changes_EmptyInputs = {};
export type Today_Changes_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Changes_Since_LookInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Changes_Since_StartInputs = {
    count: NonNullable<unknown>;
};
export type Today_Changes_TitleInputs = {};
export type Today_Documents_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Documents_EmptyInputs = {};
export type Today_Documents_MissingInputs = {
    pickup: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
export type Today_Documents_Never_CheckedInputs = {
    pickup: NonNullable<unknown>;
};
export type Today_Documents_TitleInputs = {};
export type Today_Free_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Free_CountingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Free_EmptyInputs = {};
export type Today_Free_TitleInputs = {};
export type Today_Last_LookInputs = {
    when: NonNullable<unknown>;
};
export type Today_Lines_NeedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Mark_All_SeenInputs = {};
export type Today_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Nothing_HereInputs = {};
export type Today_Nothing_NeededInputs = {};
export type Today_Quote_ExpiresInputs = {
    type: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_Priced_ExpiresInputs = {
    type: NonNullable<unknown>;
    price: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_SavedInputs = {};
export type Today_Quote_SoonInputs = {};
export type Today_Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Quotes_EmptyInputs = {};
export type Today_Quotes_TitleInputs = {};
export type Today_Read_FailedInputs = {};
export type Today_ReadingInputs = {};
export type Today_Show_AllInputs = {};
export type Today_The_RestInputs = {
    section: NonNullable<unknown>;
};
export type Topbar_Go_ToInputs = {};
export type Tracking_Changes_ClearInputs = {};
export type Tracking_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Changes_Show_AllInputs = {};
export type Tracking_Changes_TitleInputs = {};
export type Tracking_Code_BookingInputs = {};
export type Tracking_Code_TrackingInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_MarginInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_SellInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Tracking_DestinationInputs = {};
export type Tracking_Detail_CloseInputs = {};
export type Tracking_Detail_Load_FailedInputs = {};
export type Tracking_Detail_LoadingInputs = {};
export type Tracking_Detail_Other_ShipmentInputs = {
    other: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
export type Tracking_Detail_ShipmentInputs = {};
export type Tracking_Detail_TitleInputs = {
    code: NonNullable<unknown>;
};
export type Tracking_Empty_Filtered_TextInputs = {};
export type Tracking_Empty_Filtered_TitleInputs = {};
export type Tracking_Empty_Never_Synced_TextInputs = {};
export type Tracking_Empty_Never_Synced_TitleInputs = {};
export type Tracking_Empty_None_TextInputs = {};
export type Tracking_Empty_None_TitleInputs = {};
export type Tracking_Empty_Search_Filtered_TextInputs = {};
export type Tracking_Empty_Search_Filtered_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Empty_Search_TextInputs = {};
export type Tracking_Empty_Search_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Export_CancelledInputs = {};
export type Tracking_Export_CsvInputs = {};
export type Tracking_Export_FailedInputs = {};
export type Tracking_Export_LabelInputs = {};
export type Tracking_Export_NothingInputs = {};
export type Tracking_Export_XlsxInputs = {};
export type Tracking_Filter_Code_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_End_Before_StartInputs = {};
export type Tracking_Filter_FromInputs = {};
export type Tracking_Filter_OperatorInputs = {};
export type Tracking_Filter_Operator_PlaceholderInputs = {};
export type Tracking_Filter_Place_PlaceholderInputs = {};
export type Tracking_Filter_ToInputs = {};
export type Tracking_Filter_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tracking_Filter_Too_Many_StatusesInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Filters_Any_StatusInputs = {};
export type Tracking_Filters_AppliedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Filters_ApplyInputs = {};
export type Tracking_Filters_ClearInputs = {};
export type Tracking_Filters_LabelInputs = {};
export type Tracking_Filters_StatusInputs = {};
export type Tracking_Free_ChangeInputs = {};
export type Tracking_Free_Charge_If_RunningInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charge_So_FarInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charged_From_FirstInputs = {};
export type Tracking_Free_Charged_TotalInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_ClauseInputs = {
    name: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Tracking_Free_Clause_ThenInputs = {
    name: NonNullable<unknown>;
    first: NonNullable<unknown>;
    then: NonNullable<unknown>;
};
export type Tracking_Free_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Containers_OfInputs = {
    containers: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Tracking_Free_Containers_UnknownInputs = {
    size: NonNullable<unknown>;
};
export type Tracking_Free_DateInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Day_At_PortInputs = {
    day: NonNullable<unknown>;
    port: NonNullable<unknown>;
};
export type Tracking_Free_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_So_FarInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_StoppedInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_HoursInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Delivered_WithoutInputs = {};
export type Tracking_Free_End_UnreportedInputs = {};
export type Tracking_Free_Enter_DischargeInputs = {};
export type Tracking_Free_Enter_Empty_ReturnInputs = {};
export type Tracking_Free_Enter_ReleaseInputs = {};
export type Tracking_Free_Entered_By_HandInputs = {};
export type Tracking_Free_Entry_IncompleteInputs = {};
export type Tracking_Free_Entry_LabelInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Entry_Set_AsideInputs = {
    moment: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Tracking_Free_Events_LabelInputs = {};
export type Tracking_Free_Every_SizeInputs = {};
export type Tracking_Free_Fact_ChargeInputs = {};
export type Tracking_Free_Fact_ContainersInputs = {};
export type Tracking_Free_Fact_Days_ChargedInputs = {};
export type Tracking_Free_Fact_Free_DaysInputs = {};
export type Tracking_Free_Fact_Last_DayInputs = {};
export type Tracking_Free_Fact_Per_ContainerInputs = {};
export type Tracking_Free_Fact_PriceInputs = {};
export type Tracking_Free_Fact_StartsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Fact_StopsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Free_Days_FromInputs = {
    days: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Lcl_ShipmentInputs = {};
export type Tracking_Free_LeftInputs = {
    duration: NonNullable<unknown>;
};
export type Tracking_Free_Left_UntilInputs = {
    duration: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Tracking_Free_MomentInputs = {
    when: NonNullable<unknown>;
    portTime: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
export type Tracking_Free_No_CurrencyInputs = {
    amount: NonNullable<unknown>;
};
export type Tracking_Free_No_PortInputs = {};
export type Tracking_Free_No_PriceInputs = {};
export type Tracking_Free_No_TermsInputs = {};
export type Tracking_Free_No_Terms_TextInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Not_KnownInputs = {};
export type Tracking_Free_Not_ReportedInputs = {};
export type Tracking_Free_Not_Reported_YetInputs = {};
export type Tracking_Free_Not_StartedInputs = {};
export type Tracking_Free_Not_Started_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    notYet: NonNullable<unknown>;
};
export type Tracking_Free_Not_YetInputs = {};
export type Tracking_Free_Not_Yet_DischargedInputs = {};
export type Tracking_Free_Not_Yet_ReleasedInputs = {};
export type Tracking_Free_Not_Yet_ReturnedInputs = {};
export type Tracking_Free_Nothing_ChargedInputs = {};
export type Tracking_Free_PastInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DayInputs = {
    day: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DueInputs = {};
export type Tracking_Free_Port_DaysInputs = {
    name: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Port_No_ZoneInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Port_TimeInputs = {
    port: NonNullable<unknown>;
};
export type Tracking_Free_Port_Time_WordsInputs = {};
export type Tracking_Free_Price_ContainerInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Price_ShipmentInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Read_FailedInputs = {};
export type Tracking_Free_Reported_By_CarrierInputs = {};
export type Tracking_Free_SpanInputs = {
    from: NonNullable<unknown>;
    through: NonNullable<unknown>;
};
export type Tracking_Free_Start_UnreportedInputs = {};
export type Tracking_Free_Start_Unreported_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_Still_At_TerminalInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_OutInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_Out_ShipmentInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_StoppedInputs = {};
export type Tracking_Free_Stopped_ChargedInputs = {
    amounts: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_Entered_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_NoneInputs = {};
export type Tracking_Free_Stopped_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_UnknownInputs = {};
export type Tracking_Free_SumInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    containers: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_No_PriceInputs = {
    days: NonNullable<unknown>;
};
export type Tracking_Free_Sum_ShipmentInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_Unknown_BoxesInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_The_DischargeInputs = {};
export type Tracking_Free_The_Empty_ReturnInputs = {};
export type Tracking_Free_The_ReleaseInputs = {};
export type Tracking_Free_The_Start_DayInputs = {};
export type Tracking_Free_TimeInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_TitleInputs = {};
export type Tracking_Free_Title_DischargeInputs = {};
export type Tracking_Free_Title_Discharge_AtInputs = {
    city: NonNullable<unknown>;
};
export type Tracking_Free_Title_Empty_ReturnInputs = {};
export type Tracking_Free_Title_ReleaseInputs = {};
export type Tracking_Free_Total_IncompleteInputs = {};
export type Tracking_Free_Total_OpenInputs = {};
export type Tracking_Free_Under_HourInputs = {};
export type Tracking_Free_Warning_UnreportedInputs = {};
export type Tracking_GoodsInputs = {};
export type Tracking_Goods_Col_KindInputs = {};
export type Tracking_Goods_Col_QtyInputs = {};
export type Tracking_Goods_Col_SizeInputs = {};
export type Tracking_Goods_Col_UnitInputs = {};
export type Tracking_Goods_Col_WeightInputs = {};
export type Tracking_Goods_CustomsInputs = {};
export type Tracking_Goods_Delivery_NotesInputs = {};
export type Tracking_Goods_DocumentsInputs = {};
export type Tracking_Goods_InsuranceInputs = {};
export type Tracking_Goods_Pickup_HoursInputs = {};
export type Tracking_Goods_Pickup_NotesInputs = {};
export type Tracking_Goods_TitleInputs = {};
export type Tracking_Goods_Unit_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Goods_UnitsInputs = {};
export type Tracking_Goods_ValueInputs = {};
export type Tracking_Link_FailedInputs = {};
export type Tracking_Link_OpenInputs = {};
export type Tracking_Link_UnsafeInputs = {};
export type Tracking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_KeysInputs = {};
export type Tracking_List_Load_FailedInputs = {};
export type Tracking_List_LoadingInputs = {};
export type Tracking_List_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_RefreshInputs = {};
export type Tracking_List_Refresh_TitleInputs = {};
export type Tracking_List_Service_TotalInputs = {
    total: NonNullable<unknown>;
};
export type Tracking_List_TitleInputs = {};
export type Tracking_Messages_AppearInputs = {};
export type Tracking_Messages_LegInputs = {
    number: NonNullable<unknown>;
};
export type Tracking_Messages_Load_FailedInputs = {};
export type Tracking_Messages_LoadingInputs = {};
export type Tracking_Messages_No_CodeInputs = {};
export type Tracking_Messages_No_TextInputs = {};
export type Tracking_Messages_None_Of_ThisInputs = {};
export type Tracking_Messages_None_YetInputs = {};
export type Tracking_Messages_NoteInputs = {};
export type Tracking_Messages_OthersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Tracking_Messages_TimelineInputs = {};
export type Tracking_Messages_TitleInputs = {};
export type Tracking_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_NoInputs = {};
export type Tracking_Not_GivenInputs = {};
export type Tracking_OriginInputs = {};
export type Tracking_Route_TitleInputs = {};
export type Tracking_Search_HintInputs = {};
export type Tracking_Search_LabelInputs = {};
export type Tracking_Search_PlaceholderInputs = {};
export type Tracking_Search_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Sell_TitleInputs = {
    quote: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Sell_Title_CustomerInputs = {
    quote: NonNullable<unknown>;
    customer: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Shipment_CodeInputs = {};
export type Tracking_Switch_HintInputs = {};
export type Tracking_Switch_LabelInputs = {};
export type Tracking_Switch_Maybe_OffInputs = {};
export type Tracking_Switch_Maybe_OnInputs = {};
export type Tracking_Switch_OffInputs = {};
export type Tracking_Switch_Off_DoneInputs = {};
export type Tracking_Switch_Off_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_OnInputs = {};
export type Tracking_Switch_On_DoneInputs = {};
export type Tracking_Switch_On_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_Read_AgainInputs = {};
export type Tracking_Switch_RefusedInputs = {};
export type Tracking_Switch_Refused_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Tracking_Switch_SwitchingInputs = {};
export type Tracking_Switch_Unknown_HintInputs = {};
export type Tracking_UnlistedInputs = {};
export type Tracking_Unlisted_TitleInputs = {
    when: NonNullable<unknown>;
};
export type Tracking_YesInputs = {};
export type Try_AgainInputs = {};
